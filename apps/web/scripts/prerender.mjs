#!/usr/bin/env node
// Pre-renders the public sign-in pages in each language into dist/prerendered.json, from the SSR
// build of src/prerender.tsx (scripts/build.mjs runs both). The server puts the HTML into #root.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production build, as in the browser; its development build renders extra markup checks.
process.env.NODE_ENV = 'production';
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = ['/login', '/register', '/restpassword'];
const LOCALES = ['zh-CN', 'en-US'];

// Inside apps/web so the bundle resolves react and friends from the workspace's node_modules.
const out = mkdtempSync(path.join(web, '.prerender-'));
try {
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', out, '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  const { renderPage } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
  const pages = {};
  for (const route of ROUTES) {
    pages[route] = {};
    for (const locale of LOCALES) pages[route][locale] = await renderPage(`/app${route}`, locale);
  }
  writeFileSync(path.join(web, 'dist', 'prerendered.json'), JSON.stringify(pages));
} finally {
  rmSync(out, { recursive: true, force: true });
}
