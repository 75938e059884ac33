#!/usr/bin/env node
// `npm test`: unit and API tests, then the browser tests against the built console in Debian's
// Chromium. Ends with one line `N passed, N failed` summing every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function runVitest(name, args) {
  const out = path.join(reports, `${name}.json`);
  const res = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(out)) {
    console.error(`${name}: the test runner produced no report (exit ${res.status})`);
    totals.failed += 1;
    failures.push(`${name}: no report (exit ${res.status})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load counts as a failure even when no test inside it ran.
  totals.failed +=
    report.numFailedTests + report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${name}: ${where} (did not load)`);
    for (const t of file.assertionResults) if (t.status === 'failed') failures.push(`${name}: ${where} › ${t.fullName}`);
  }
}

// `npm test` runs everything. `npm test -- unit` or `-- e2e` runs one half; `npm test -- database`
// runs only the suite whose answers depend on the database and Redis (the server's unit and API
// tests): CI's second pass, on PostgreSQL and Redis, where the front end's and the browser's
// suites would run again unchanged (they reach the database only through the API those tests cover).
const only = process.argv[2];
try {
  ensureFfmpeg();
} catch (err) {
  // The H.264 tests then fail and say so; everything else still runs.
  console.error(err.message);
}
if (only === 'database') runVitest('unit', ['--project', 'server']);
else if (only !== 'e2e') runVitest('unit', []);
if (only !== 'unit' && only !== 'database') {
  try {
    await build();
    ensureChromium();
    runVitest('e2e', ['--config', 'e2e/vitest.config.ts']);
  } catch (err) {
    console.error(`browser tests could not run: ${err.message}`);
    totals.failed += 1;
    failures.push(`e2e: could not run (${err.message})`);
  }
}

for (const f of failures) console.log(`FAILED ${f}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
