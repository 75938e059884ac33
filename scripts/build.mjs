#!/usr/bin/env node
// Builds the member and operator consoles (Vite) and the server and device host (esbuild bundles)
// when missing or older than their sources; `--force` rebuilds them all. Used by `npm start` and `npm test`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

const stale = (output, inputs) =>
  force || !existsSync(path.join(root, output)) || statSync(path.join(root, output)).mtimeMs < newest(inputs);
const shared = ['packages/contract/src', 'package-lock.json'];

export async function build() {
  if (
    stale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'scripts/vite-bundle-hints.mjs',
      ...shared,
    ])
  ) {
    console.log('building the web console…');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
    // The sign-in pages' HTML, which the server puts into #root for the browser to hydrate.
    execFileSync('node', ['scripts/prerender.mjs'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
    // Brotli and gzip copies the server sends as they are, last so they match the final files.
    precompress(path.join(root, 'apps/web/dist'));
  }
  // The operator console: its own bundle, which reuses generic modules of the web's shared/ (`@web/`).
  const adminInputs = [
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/public',
    'apps/admin/vite.config.ts',
    'scripts/vite-bundle-hints.mjs',
    'apps/web/src/shared',
  ];
  if (stale('apps/admin/dist/index.html', [...adminInputs, ...shared])) {
    console.log('building the operator console…');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/admin'), stdio: 'inherit' });
    precompress(path.join(root, 'apps/admin/dist'));
  }
  // The server and the device host (a separate process, `npm run device-host`) share their sources.
  const serverInputs = ['apps/server/src', ...shared];
  if (['main', 'device-host', 'render-worker'].some((name) => stale(`apps/server/dist/${name}.js`, serverInputs))) {
    console.log('building the server and the device host…');
    const { build: esbuild } = await import('esbuild');
    const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    // Dependencies stay in node_modules; only our own workspace code is bundled.
    const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cloudphone/'));
    await esbuild({
      entryPoints: {
        main: path.join(root, 'apps/server/src/main.ts'),
        'device-host': path.join(root, 'apps/server/src/device-host-main.ts'),
        // The simulator's render threads (devices/simulator/screen/render-threads.ts) load it beside the bundle.
        'render-worker': path.join(root, 'apps/server/src/devices/simulator/screen/render-worker.ts'),
      },
      outdir: path.join(root, 'apps/server/dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external,
      logLevel: 'warning',
    });
    // The APK parser's worker runs as its own file beside the bundle (modules/uploads/apk/apk-parser.ts).
    copyFileSync(
      path.join(root, 'apps/server/src/modules/uploads/apk/apk-parse-worker.mjs'),
      path.join(root, 'apps/server/dist/apk-parse-worker.mjs'),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
