import { lazy, type ComponentType } from 'react';
import { loadPhonesMessages } from '../../shared/i18n/load-phones-messages';

/** Loads a module of the phone pages together with the strings its dialogs and views use. */
export const withMoreMessages = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadPhonesMessages('more')]).then(([module]) => module);

/**
 * A part of the phone pages only an interaction needs (a dialog, the table view), kept out of
 * the /index first load: it downloads (with the `more` strings) on first render, or earlier
 * through `preload` on intent (pointer over or focus on the trigger). Render it inside a local
 * `<Suspense>`. A failed download is forgotten, so the next attempt fetches again.
 */
export function lazyPart<P extends object>(loader: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= withMoreMessages(loader).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load().catch(() => undefined),
  };
}
