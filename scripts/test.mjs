#!/usr/bin/env node
// `npm test`: unit and API tests, then the browser tests against the built console in Debian's
// Chromium. Ends with one line `N passed, N failed` summing every suite.
//
//   npm test                      everything, on the embedded database (or on DATABASE_URL / REDIS_URL when set)
//   npm test -- unit | e2e        one half
//   npm test -- database          the server tests whose answer can depend on the database engine or
//                                 on Redis (vitest.config.ts): CI's second pass, on PostgreSQL and Redis
//   npm test -- <path or name>…   the test files whose path contains one of them, unit or browser
//                                 (`npm test -- apps/server/test/orders`, `npm test -- proxies`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureChromium, ensureFfmpeg } from './debian-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again beside the summary line, so the tail of a long CI log says what failed.
const failures = [];
const timings = [];

function runVitest(name, args, env = {}) {
  const out = path.join(reports, `${name}.json`);
  const started = Date.now();
  const res = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (!existsSync(out)) {
    console.error(`${name}: the test runner produced no report (exit ${res.status})`);
    totals.failed += 1;
    failures.push(`${name}: no report (exit ${res.status})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed outside its tests (it did not load, or a beforeAll threw and its tests were
  // skipped) counts as one failure, though no test in it failed.
  const failedOutside = (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed');
  totals.failed += report.numFailedTests + report.testResults.filter(failedOutside).length;
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    if (failedOutside(file)) failures.push(`${name}: ${where} (failed outside its tests: ${file.message.split('\n')[0]})`);
    for (const t of file.assertionResults) if (t.status === 'failed') failures.push(`${name}: ${where} › ${t.fullName}`);
  }
  // Whatever the report says, a runner that ended in failure is not a pass.
  if (res.status !== 0 && failures.every((f) => !f.startsWith(`${name}:`))) {
    totals.failed += 1;
    failures.push(`${name}: the test runner ended with exit ${res.status}`);
  }
}

async function runBrowserTests(filters) {
  try {
    await build();
    ensureChromium();
    runVitest('e2e', ['--config', 'e2e/vitest.config.ts', ...filters]);
  } catch (err) {
    console.error(`browser tests could not run: ${err.message}`);
    totals.failed += 1;
    failures.push(`e2e: could not run (${err.message})`);
  }
}

const args = process.argv.slice(2);
const only = args.length === 1 && ['unit', 'e2e', 'database'].includes(args[0]) ? args[0] : null;
const filters = only ? [] : args;
try {
  ensureFfmpeg();
} catch (err) {
  // The H.264 tests then fail and say so; everything else still runs.
  console.error(err.message);
}

if (only === 'database') {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    console.warn('npm test -- database: DATABASE_URL and REDIS_URL are not both set');
  runVitest('database', ['--project', 'server'], { TEST_SET: 'database' });
} else if (filters.length) {
  // A part: the unit files whose path contains a filter, and the browser files, built first, if any does.
  const browserFiles = readdirSync(path.join(root, 'e2e/tests')).map((f) => `e2e/tests/${f}`);
  const browser = filters.some((f) => browserFiles.some((file) => file.includes(f.replace(/^\.\//, ''))));
  const unitOnly = filters.every((f) => !f.replace(/^\.\//, '').startsWith('e2e'));
  if (unitOnly) runVitest('unit', ['--passWithNoTests', ...filters]);
  if (browser) await runBrowserTests(filters);
} else {
  if (only !== 'e2e') runVitest('unit', []);
  if (only !== 'unit') await runBrowserTests([]);
}

if (!process.env.DATABASE_URL && only !== 'e2e')
  console.log('\nThe `.postgres` server tests need PostgreSQL and Redis (DATABASE_URL, REDIS_URL); CI runs them in its second pass.');
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`time: ${timings.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
