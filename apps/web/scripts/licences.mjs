#!/usr/bin/env node
// Writes the licences of the open-source components the console ships (the web's production
// dependencies and theirs, as installed) to src/features/settings/licences.json, for /setting/about.
// Usage: npm run licences -w apps/web  (run again after changing dependencies; a test checks it is current).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(web, 'src/features/settings/licences.json');

/** The package.json of `name` as Node would find it from `fromDir` (the nearest node_modules up the tree). */
function find(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

const licenceOf = (pkg) => {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ');
  return 'UNKNOWN';
};
const repositoryOf = (pkg) => {
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!repo) return pkg.homepage ?? null;
  return repo
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^git@github\.com:/, 'https://github.com/')
    .replace(/^github:/, 'https://github.com/')
    .replace(/^([\w-]+\/[\w.-]+)$/, 'https://github.com/$1');
};

/** Every third-party package the web ships (its production dependencies and theirs, as installed), sorted by name. */
export function collectLicences(webDir = web) {
  const found = new Map();
  const seen = new Set();
  const visit = (manifestPath) => {
    if (seen.has(manifestPath)) return;
    seen.add(manifestPath);
    const pkg = JSON.parse(readFileSync(manifestPath, 'utf8'));
    // Our own packages (private: the web, the contract) are not third-party components, but what they ship is.
    if (!pkg.private) {
      found.set(`${pkg.name}@${pkg.version}`, {
        name: pkg.name,
        version: pkg.version,
        license: licenceOf(pkg),
        repository: repositoryOf(pkg),
      });
    }
    const dir = path.dirname(manifestPath);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const next = find(name, dir);
      if (next) visit(next);
      else if (!pkg.optionalDependencies?.[name]) throw new Error(`${pkg.name} needs ${name}, which is not installed: run npm ci first`);
    }
  };
  visit(path.join(webDir, 'package.json'));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const list = collectLicences();
  writeFileSync(output, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`${list.length} components → ${path.relative(process.cwd(), output)}`);
}
