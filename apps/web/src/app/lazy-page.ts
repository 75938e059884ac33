import { lazy, type ComponentType } from 'react';

const KEY_PREFIX = 'cp:chunk-reload:';

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const NO_STORAGE: ReloadDeps['storage'] = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

// The build-time pre-render (src/prerender.tsx) loads pages in Node, where there is no session storage.
const browserDeps = (): ReloadDeps => ({
  storage: typeof sessionStorage === 'undefined' ? NO_STORAGE : sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Loads a page chunk; if it fails (typically a deploy replaced the hashed files this page still
 * references) the page reloads once to pick up the new index. The per-page flag in sessionStorage
 * stops a loop: a second failure of the same page shows the error page instead.
 */
export function loadChunk<T>(name: string, loader: () => Promise<T>, deps: ReloadDeps = browserDeps()): Promise<T> {
  const key = KEY_PREFIX + name;
  return loader().then(
    (module) => {
      deps.storage.removeItem(key);
      return module;
    },
    (error: unknown) => {
      if (deps.storage.getItem(key)) throw error;
      deps.storage.setItem(key, String(Date.now()));
      deps.reload();
      return new Promise<never>(() => undefined); // the page is going away
    },
  );
}

/** React.lazy over a named export, with the reload-once behaviour above. */
export function lazyPage<P extends object>(name: string, loader: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(name, loader).then((component) => ({ default: component })));
}
