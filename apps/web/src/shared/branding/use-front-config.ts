import type { Branding, GlobalConfig } from '@cloudphone/contract';
import { useEffect, useState } from 'react';
import { loadBranding, loadGlobalConfig } from './front-config';

function usePromise<T>(load: (() => Promise<T>) & { peek(): T | undefined }): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>(() => ({ data: load.peek() ?? null, failed: false }));
  useEffect(() => {
    let alive = true;
    load().then(
      (data) => alive && setState({ data, failed: false }),
      () => alive && setState({ data: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [load]);
  return state;
}

/** Branding for the sign-in pages; null until loaded (or if the server has none to give). */
export const useBranding = (): Branding | null => usePromise(loadBranding).data;

/** Global config; `captchaEnabled` decides whether the image captcha is shown. */
export const useGlobalConfig = (): { config: GlobalConfig | null; failed: boolean } => {
  const { data, failed } = usePromise(loadGlobalConfig);
  return { config: data, failed };
};
