import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureContractSchemas, treeshakeHints } from '../../scripts/vite-bundle-hints.mjs';

export default defineConfig({
  base: '/admin/',
  plugins: [pureContractSchemas(), react()],
  resolve: {
    // Generic modules of the member console (API client, refresher, params, format helpers); never
    // its singletons (shared/api/http.ts, shared/session), which are the member's session.
    alias: { '@web/': fileURLToPath(new URL('../web/src/', import.meta.url)) },
  },
  server: {
    port: 5174,
    proxy: {
      '/admin-api': 'http://127.0.0.1:8080',
      // The image captcha of the sign-in form is the member API's (the operator login checks it).
      '/app-api': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // antd's core, React and the router share one chunk of ~520 KB (~170 KB gzip); it is loaded
    // once and cached for a year, so the default 500 KB warning says nothing useful here.
    chunkSizeWarningLimit: 600,
    // The same hints as the member console's (scripts/vite-bundle-hints.mjs).
    rolldownOptions: { treeshake: treeshakeHints },
  },
});
