import type { PhoneSessionError, StartPhoneResult, StreamCodec } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/**
 * POST /app-api/infra/cacloud-resource/phone/startPhone: a short-lived ticket for the phone's
 * stream. Errors come back to the play screen (`passErrors`), which shows them in its overlay.
 */
export const startPhone = (phoneId: number, codec?: StreamCodec) =>
  api.post<StartPhoneResult>('/app-api/infra/cacloud-resource/phone/startPhone', codec ? { phoneId, codec } : { phoneId }, {
    passErrors: true,
  });

/**
 * The codec to ask for: H.264 when the page or the member's stored choice (`play-codec`) asks for
 * it and the browser has WebCodecs; JPEG otherwise. Either way the stream's CONFIG says what comes.
 */
export function preferredCodec(
  requested: string | null,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): StreamCodec {
  const wanted = requested ?? storage?.getItem('play-codec') ?? 'jpeg';
  return wanted === 'h264' && typeof VideoDecoder !== 'undefined' ? 'h264' : 'jpeg';
}

/** POST /app-api/infra/cacloud-resource/phone/updPhoneSessionError: what went wrong on this side. Best effort, silent. */
export const reportSessionError = (report: PhoneSessionError) =>
  api.post<unknown>('/app-api/infra/cacloud-resource/phone/updPhoneSessionError', report, { passErrors: true }).then(
    () => undefined,
    () => undefined,
  );

/** The stream url is relative (`/websocket/stream?ticket=…`): open it on the page's own origin, ws or wss. */
export function streamUrl(url: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  if (/^wss?:\/\//.test(url)) return url;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${url.startsWith('/') ? '' : '/'}${url}`;
}
