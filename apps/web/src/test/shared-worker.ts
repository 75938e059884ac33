import { afterAll, vi } from 'vitest';

/**
 * Test files share a worker's imports (vitest.config.ts, isolate: false). Called first by a console's
 * setup file: the console's own modules, and the libraries that keep its state (i18next,
 * react-i18next: vitest.config.ts inlines them), are loaded anew for each file, so stores, caches
 * and the language start as on a first visit, while antd and React stay loaded, which is most of
 * what a file used to spend importing. What a file stubbed on the shared globals (fetch, timers,
 * spies on console) ends with it.
 */
export function startFileOnSharedWorker() {
  vi.resetModules();
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
}
