import { useCallback, useEffect, useState } from 'react';
import { getCaptchaImage } from '../api/codes';

export interface CaptchaState {
  status: 'off' | 'loading' | 'ready' | 'error';
  uuid: string;
  img: string;
}

/**
 * The image captcha: loaded when enabled, renewed on click and after every use (each one is
 * single-use on the server). `enabled` comes from the global config; undefined while it loads.
 */
export function useCaptcha(enabled: boolean | undefined) {
  const [state, setState] = useState<CaptchaState>({ status: 'loading', uuid: '', img: '' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    getCaptchaImage().then(
      (captcha) =>
        alive &&
        setState(captcha.enabled ? { status: 'ready', uuid: captcha.uuid, img: captcha.img } : { status: 'off', uuid: '', img: '' }),
      () => alive && setState({ status: 'error', uuid: '', img: '' }),
    );
    return () => {
      alive = false;
    };
  }, [enabled, generation]);

  const refresh = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    setGeneration((g) => g + 1);
  }, []);

  const status = enabled === false ? 'off' : state.status;
  return { status, uuid: state.uuid, img: state.img, enabled: status !== 'off', refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
