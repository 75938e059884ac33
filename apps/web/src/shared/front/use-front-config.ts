import type { Branding, GlobalConfig } from '@cloudphone/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { loadBranding, loadGlobalConfig, type Loaded, type OnceLoader } from './front-config';

const NOT_YET: Loaded<never> = { data: null, failed: false };
const notYet = () => NOT_YET;

/**
 * Subscribes to a once-loaded value and asks for it. While hydrating a pre-rendered page React
 * reads the server snapshot (nothing loaded yet, as at build time), so an answer that arrived
 * before hydration re-renders afterwards instead of failing to match the HTML.
 */
function useLoaded<T>(load: OnceLoader<T>): Loaded<T> {
  const state = useSyncExternalStore(load.subscribe, load.snapshot, notYet);
  useEffect(() => {
    load().catch(() => undefined); // the failure is in the snapshot
  }, [load]);
  return state;
}

/** Branding for the sign-in pages; null until loaded (or if the server has none to give). */
export const useBranding = (): Branding | null => useLoaded(loadBranding).data;

/** Global config; `captchaEnabled` decides whether the image captcha is shown. */
export const useGlobalConfig = (): { config: GlobalConfig | null; failed: boolean } => {
  const { data, failed } = useLoaded(loadGlobalConfig);
  return { config: data, failed };
};
