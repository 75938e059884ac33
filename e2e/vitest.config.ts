import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll waits for the browser and the server; 1 s (the default) is too short on a loaded machine.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Two files at a time, each with its own server (and the suite's one Chromium): one file alone
    // left a third of two cores idle while its tests waited on pages, streams and the simulator.
    maxWorkers: 2,
  },
});
