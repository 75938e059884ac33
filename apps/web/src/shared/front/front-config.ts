import { frontApi, type Branding } from '@cloudphone/contract';
import { call } from '../api/call';

/** What a page knows of a once-loaded value: the value, or that the last try failed. */
export interface Loaded<T> {
  data: T | null;
  failed: boolean;
}

/**
 * Branding and global config are read once per page load and shared by whoever asks; a failure is
 * not cached, so the next caller tries again. Pages subscribe to the outcome (useLoaded).
 */
function once<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  let state: Loaded<T> = { data: null, failed: false };
  const listeners = new Set<() => void>();
  const publish = (next: Loaded<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const get = () => {
    pending ??= load().then(
      (result) => {
        publish({ data: result, failed: false });
        return result;
      },
      (error: unknown) => {
        pending = null;
        publish({ data: null, failed: true });
        throw error;
      },
    );
    return pending;
  };
  /** The latest outcome, so a page renders an arrived value at once instead of flickering. */
  get.snapshot = (): Loaded<T> => state;
  get.subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return get;
}

export type OnceLoader<T> = ReturnType<typeof once<T>>;

export const loadBranding = once(() => call(frontApi.endpoints.branding, undefined, { passErrors: true }));
export const loadGlobalConfig = once(() => call(frontApi.endpoints.globalConfig, undefined, { passErrors: true }));

/** Spec point 7: the page title and favicon come from the branding at start. */
export function applyBranding(branding: Pick<Branding, 'text' | 'main'>) {
  if (branding.text) document.title = branding.text;
  if (!branding.main) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = branding.main;
}
