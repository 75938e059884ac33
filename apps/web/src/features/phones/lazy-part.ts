import type { ComponentType } from 'react';
import { lazyPart as sharedLazyPart } from '../../shared/lazy/lazy-part';
import { loadPhonesMessages } from './phones-messages';

/** Loads a module of the phone pages together with the strings its dialogs and views use. */
export const withMoreMessages = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadPhonesMessages('more')]).then(([module]) => module);

/**
 * A part of the phone pages only an interaction needs (a dialog, the table view), kept out of the
 * /index first load: it comes with the `more` strings, and a failed download is tried again on
 * the next render rather than reloading the list.
 */
export const lazyPart = <P extends object>(name: string, loader: () => Promise<ComponentType<P>>) =>
  sharedLazyPart(name, loader, { alongside: () => loadPhonesMessages('more'), onFailure: 'retry' });
