import { useCallback, useEffect, useState } from 'react';
import { useGlobalConfig } from '../../../shared/front/use-front-config';
import { getCaptchaImage } from '../api/codes';

export interface CaptchaState {
  status: 'off' | 'loading' | 'ready' | 'error';
  uuid: string;
  img: string;
}

/**
 * The image captcha: loaded when the global config turns it on, renewed on click and after every
 * use (each one is single-use on the server).
 */
export function useCaptcha() {
  const { config, failed } = useGlobalConfig();
  // Undefined while the config loads. If it cannot be read, assume on: the captcha endpoint says otherwise.
  const enabled = config ? config.captchaEnabled : failed ? true : undefined;
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
  // `decided`: whether the captcha is on is known (the config has come, or could not be read).
  return { status, uuid: state.uuid, img: state.img, enabled: status !== 'off', decided: enabled !== undefined, refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
