import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';

/**
 * The contract builds zod schemas at module top level and antd's @rc-component packages do not
 * declare themselves side-effect free; saying so lets the bundler drop what the console does not
 * use (the same hints as apps/web/vite.config.ts, see apps/web/README.md "Weight").
 */
const SIDE_EFFECT_FREE = /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]|node_modules[\\/]@rc-component[\\/]/;

/**
 * A copy of apps/web/vite.config.ts's `pureContractSchemas` (see its comment): every top-level
 * `const X = call(...)` of the contract's sources is marked pure, so a schema the console does not
 * use (and with it all of zod) is dropped even when it is built from another schema or reads a
 * constant the console uses.
 */
function pureContractSchemas(): Plugin {
  const SOURCE = /packages[\\/]contract[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/;
  return {
    name: 'pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !/\bz\s*\./.test(code)) return null;
      const spans: Array<[number, number]> = [];
      for (const node of parseAst(code, { lang: 'ts' }).body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (!init) continue;
          const holdsSchemas = init.type === 'ObjectExpression' && /\bz\s*\./.test(code.slice(init.start, init.end));
          if (init.type === 'CallExpression' || holdsSchemas) spans.push([init.start, init.end]);
        }
      }
      let out = code;
      for (const [start, end] of spans.reverse())
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

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
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
        manualPureFunctions: ['z', 'text'],
      },
    },
  },
});
