import type { Branding, GlobalConfig } from '@cloudphone/contract';
import { api } from '../api/http';

/**
 * Branding and global config are read once per page load and shared by whoever asks; a failure is
 * not cached, so the next caller tries again.
 */
function once<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const get = () => {
    pending ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  /** The value if it has already arrived, so a page can render with it at once instead of flickering. */
  get.peek = (): T | undefined => value;
  return get;
}

export const loadBranding = once(() => api.get<Branding>('/app-api/system/front/logo', undefined, { passErrors: true }));
export const loadGlobalConfig = once(() => api.get<GlobalConfig>('/app-api/system/front/global-config', undefined, { passErrors: true }));

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
