import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../lazy-page';

/** A piece of the shell that only an interaction needs (a drawer, a dialog, the search box). */
export interface LazyPart<P extends object> {
  Component: ReturnType<typeof lazy<ComponentType<P>>>;
  /** Starts the download on intent (pointer over or focus on the trigger); a failure is left to the real load. */
  preload(): void;
}

/**
 * Keeps a heavy, interaction-only part of the shell (and the antd components it uses) out of the
 * first load: the trigger renders at once, the part loads on first use (with the page chunks'
 * reload-once behaviour) or earlier through `preload`. Render `Component` inside a local
 * `<Suspense fallback={null}>` so the rest of the shell never suspends.
 */
export function lazyPart<P extends object>(name: string, loader: () => Promise<ComponentType<P>>): LazyPart<P> {
  return {
    Component: lazy(() => loadChunk(name, loader).then((component) => ({ default: component }))),
    preload: () => void loader().catch(() => undefined),
  };
}
