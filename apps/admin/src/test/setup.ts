import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// findBy and waitFor give up after 1 s by default. A test that signs in and lands on a screen loads
// the shell's and the page's lazy chunks through the transform first; on a loaded two-core CI
// machine that alone has taken more than 5 s.
configure({ asyncUtilTimeout: 10_000 });

// Test files share a worker's imports (vitest.config.ts, isolate: false). The console's own modules,
// and the libraries that keep its state (i18next, react-i18next: vitest.config.ts inlines them), are
// loaded anew for each file, so stores, caches and the language start as on a first visit; antd and
// React stay loaded, which is most of what a file used to spend importing.
vi.resetModules();
// What a file stubbed on the shared globals (fetch, timers, spies on console) ends with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
