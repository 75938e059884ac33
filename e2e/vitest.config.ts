import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll waits for the browser and the server; 1 s (the default) is too short on a loaded machine.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Each file runs its own server and browser; two cores are enough for one at a time.
    fileParallelism: false,
  },
});
