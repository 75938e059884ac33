import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pureContractSchemas, treeshakeHints } from '../../scripts/vite-bundle-hints.mjs';

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
    // The contract, zod and antd's parts declared free of side effects (scripts/vite-bundle-hints.mjs).
    rolldownOptions: { treeshake: treeshakeHints },
  },
});
