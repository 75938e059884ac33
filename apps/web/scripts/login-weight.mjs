#!/usr/bin/env node
// Weighs what a first visit to a route downloads: the entry chunk, its static imports, the route's
// page chunk with its static imports, and their CSS, gzipped (level 9, like the benchmark).
// Usage: node scripts/login-weight.mjs [page-module ...]   (default: the login page)
// Reads dist/.vite/manifest.json, so run `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['src/features/auth/pages/login-page.tsx'];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
for (const page of pages) visit(page);

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  return [file, gz];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total (gzip, JS + CSS) for ${pages.join(', ')}`);
