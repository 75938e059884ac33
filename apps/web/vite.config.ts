import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The contract package builds its zod schemas at module top level, so importing a regex or a
 * message from it would drag all of zod (~20 KB gzip) into the sign-in bundle. Declaring the
 * contract (and zod) free of module side effects, and zod's builder calls pure, lets the bundler
 * keep only what the web actually uses. `text` is the contract's local field builder
 * (validation.ts). See docs in apps/web/README.md ("Weight").
 */
const CONTRACT_OR_ZOD = /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/;

/**
 * antd's building blocks (@rc-component/*) are plain ES modules without import-time side effects
 * (no CSS, no globals), but their package.json files do not say so. Without the hint the bundler
 * keeps every module an index re-exports: antd's ConfigProvider alone (it imports FormProvider)
 * put all of @rc-component/form and its validator into the console's first load.
 */
const RC_COMPONENT = /node_modules[\\/]@rc-component[\\/]/;

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/app-api': 'http://127.0.0.1:8080',
      '/dev-api': 'http://127.0.0.1:8080',
      '/getInfo': 'http://127.0.0.1:8080',
      '/websocket': { target: 'ws://127.0.0.1:8080', ws: true },
      '/prod-api': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/login-weight.mjs walks to weigh the sign-in page.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !CONTRACT_OR_ZOD.test(id) && !RC_COMPONENT.test(id),
        manualPureFunctions: ['z', 'text'],
      },
    },
  },
});
