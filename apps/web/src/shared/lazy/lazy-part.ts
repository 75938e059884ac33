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

/** A piece of the console loaded when first needed: a page, a dialog, a drawer, the search box. */
export interface LazyPart<P extends object> {
  Component: ReturnType<typeof lazy<ComponentType<P>>>;
  /** Starts the download on intent (pointer over or focus on the trigger); a failure is left to the real load. */
  preload(): void;
}

export interface LazyOptions {
  /** Loaded with the part and awaited before it shows (the strings its feature loads with it). */
  alongside?: () => Promise<unknown>;
  /**
   * When the download fails: `reload` the page once (loadChunk; a page or a piece of the shell),
   * `retry` on the next render (a feature's dialog: the list stays), or `hide` (optional: nothing shows).
   */
  onFailure?: 'reload' | 'retry' | 'hide';
}

const Nothing = () => null;

/**
 * The one way the console splits off code (React.lazy over a named export): the trigger renders
 * at once, the part downloads on first render or earlier through `preload`, together with what
 * it needs `alongside`. Render `Component` inside a `<Suspense>`. The download is shared by
 * `preload` and the render, and a failed one is forgotten so the next attempt fetches again.
 */
export function lazyPart<P extends object>(
  name: string,
  loader: () => Promise<ComponentType<P>>,
  { alongside, onFailure = 'reload' }: LazyOptions = {},
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= Promise.all([loader(), alongside?.()])
      .then(([component]) => component)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const render =
    onFailure === 'reload'
      ? () => loadChunk(name, load)
      : onFailure === 'hide'
        ? () => load().catch((): ComponentType<P> => Nothing)
        : load;
  return {
    Component: lazy(() => render().then((component) => ({ default: component }))),
    preload: () => void load().catch(() => undefined),
  };
}

/** A page of the console, split off like any part (reloading once when a deploy replaced its chunk). */
export const lazyPage = <P extends object>(name: string, loader: () => Promise<ComponentType<P>>) => lazyPart(name, loader).Component;
