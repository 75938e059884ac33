import { defineConfig } from 'vitest/config';

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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // Logic tests need no DOM: building a jsdom per file cost more than their tests. One that
        // does need it says so on its first line: `// @vitest-environment jsdom`.
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-node',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: 'apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A test's first render loads the page's lazy chunk and antd through the transform; on a
          // loaded two-core machine that alone can pass the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: 'apps/admin/vite.config.ts',
        test: {
          name: 'admin-node',
          root: 'apps/admin',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
