import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/*
 * Which server tests run on which database (docs/decisions/036, README "Tests"). Every server test
 * runs on the embedded database (PGlite, in-process cache and bus) in `npm test`. Those whose answer
 * can depend on the database engine or on Redis run again on PostgreSQL and Redis in
 * `npm test -- database` (CI's second pass); their file name says so:
 *   - `*.db.test.ts`: SQL, locking and concurrency, sweeps under leases, caches and buses across nodes;
 *   - `*.repo.test.ts`: a repository's own test, named after it, lands there without anyone adding it;
 *   - `src/db/**`: the database client and migrations;
 *   - `*.postgres.test.ts`: needs PostgreSQL and Redis (several server processes, a connection pool),
 *     so it runs only there.
 */
const DATABASE_TESTS = ['**/*.db.test.ts', '**/*.repo.test.ts', 'src/db/**/*.test.ts', '**/*.postgres.test.ts'];
const POSTGRES_ONLY = ['**/*.postgres.test.ts'];
const databasePass = process.env.TEST_SET === 'database';
const hasPostgres = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Libraries that keep the console's state in their module (the language): loaded anew with each test file. */
const STATEFUL_LIBRARIES = ['i18next', 'react-i18next'];

/**
 * The front ends' test files that replace a module (`vi.mock`): a mock is registered for the whole
 * worker, so they run isolated; every other file shares its worker's imports (antd and React load
 * once per worker, not once per file). Read from the files, so a new mocking test needs no list.
 */
function mockingTests(root: string): string[] {
  return readdirSync(path.join(import.meta.dirname, root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(import.meta.dirname, root, 'src', file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/**
 * A front end's tests in two projects: `<name>` (files share their worker's imports; the setup file
 * loads the console's own modules anew for each) and `<name>-isolated` (the files that mock modules).
 */
function frontProjects(
  name: string,
  root: string,
  test: { include: string[]; environment: 'jsdom' | 'node'; testTimeout?: number },
): TestProjectInlineConfiguration[] {
  const isolated = mockingTests(root).filter((file) => test.include.some((glob) => file.endsWith(glob.slice(glob.lastIndexOf('.')))));
  const common = { root, setupFiles: ['src/test/setup.ts'], ...test };
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: `${root}/vite.config.ts`,
      test: { ...common, name, exclude: isolated, isolate: false, server: { deps: { inline: STATEFUL_LIBRARIES } } },
    },
  ];
  if (isolated.length)
    projects.push({ extends: `${root}/vite.config.ts`, test: { ...common, name: `${name}-isolated`, include: isolated } });
  return projects;
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which left a core idle while tests waited on
    // sockets, timers and the embedded database (docs/decisions/035).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: databasePass ? DATABASE_TESTS : ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: hasPostgres ? [] : POSTGRES_ONLY,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Polls wait on real streams and a real database; on a loaded two-core CI machine with the
          // embedded database, 1 s (the default) is sometimes too short for a correct result.
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          // Each file builds its own app, database and Redis prefix; no server test mocks a module or
          // changes the environment, so a worker can keep its imports from one file to the next.
          isolate: false,
        },
      },
      ...frontProjects('web', 'apps/web', { include: ['src/**/*.test.tsx'], environment: 'jsdom' }),
      // Logic tests need no DOM: building a jsdom per file cost more than their tests. One that
      // does need it says so on its first line: `// @vitest-environment jsdom`.
      ...frontProjects('web-node', 'apps/web', { include: ['src/**/*.test.ts'], environment: 'node' }),
      // A test's first render loads the page's lazy chunk and antd through the transform; on a
      // loaded two-core machine that alone can pass the default 5 s.
      ...frontProjects('admin', 'apps/admin', { include: ['src/**/*.test.tsx'], environment: 'jsdom', testTimeout: 20_000 }),
      ...frontProjects('admin-node', 'apps/admin', { include: ['src/**/*.test.ts'], environment: 'node' }),
    ],
  },
});
