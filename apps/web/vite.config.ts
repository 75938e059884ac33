import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';

/** Public routes whose page chunks the server announces in the HTML it serves for them. */
const ROUTE_PAGES: Record<string, string> = {
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
  '/restpassword': 'src/features/auth/pages/reset-password-page.tsx',
  '/bind': 'src/features/auth/pages/bind-page.tsx',
  '/social-login': 'src/features/auth/pages/social-login-page.tsx',
};

/**
 * Writes dist/route-preloads.json: for each public route, the JS chunks (with their static
 * imports) and CSS its page needs. The server turns them into <link rel=modulepreload> tags, so
 * the browser fetches the page together with the entry instead of after the router's first render.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const out: Record<string, { js: string[]; css: string[] }> = {};
      for (const [route, page] of Object.entries(ROUTE_PAGES)) {
        const start = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(page));
        if (!start) continue;
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || js.has(file)) return;
          js.add(file);
          for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        out[route] = { js: [...js], css: [...css] };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(out) });
    },
  };
}

/**
 * The contract package builds its zod schemas at module top level, so importing a regex or a
 * message from it would drag all of zod (~20 KB gzip) into the sign-in bundle. Declaring the
 * contract (and zod) free of module side effects, and zod's builder calls pure, lets the bundler
 * keep only what the web actually uses. `text` is the contract's local field builder
 * (validation.ts). See docs in apps/web/README.md ("Weight").
 */
const CONTRACT_OR_ZOD = /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/;

/**
 * Marks every top-level `const X = call(...)` (or object of schemas) of the contract's sources pure, by wrapping its
 * initialiser in a pure-annotated arrow call. `manualPureFunctions: ['z']` covers `z.object(...)`
 * chains, but not a schema built from a local one (`PhoneIdsSchema.extend(...)`) nor one that
 * reads a constant the web also uses (`.default(PHONE_SORT.expiry)`: a property read of an
 * included object counts as a possible side effect). Either kept the unused schema, and with it
 * all of zod, in any chunk importing a phone constant. Evaluation order and results do not change.
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
          // Calls, and object literals holding schemas (a shared field set), not plain constant objects.
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

/**
 * antd's building blocks (@rc-component/*) are plain ES modules without import-time side effects
 * (no CSS, no globals), but their package.json files do not say so. Without the hint the bundler
 * keeps every module an index re-exports: antd's ConfigProvider alone (it imports FormProvider)
 * put all of @rc-component/form and its validator into the console's first load.
 */
const RC_COMPONENT = /node_modules[\\/]@rc-component[\\/]/;

export default defineConfig({
  base: '/app/',
  plugins: [pureContractSchemas(), react(), routePreloads()],
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
