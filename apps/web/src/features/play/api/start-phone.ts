import { playApi, type PhoneSessionError, type StreamCodec } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/**
 * A short-lived ticket for the phone's stream. Errors come back to the play screen
 * (`passErrors`), which shows them in its overlay.
 */
export const startPhone = (phoneId: number, codec?: StreamCodec) =>
  call(playApi.endpoints.start, codec ? { phoneId, codec } : { phoneId }, { passErrors: true });

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

/** What went wrong on this side. Best effort, silent. */
export const reportSessionError = (report: PhoneSessionError) =>
  call(playApi.endpoints.reportError, report, { passErrors: true }).then(
    () => undefined,
    () => undefined,
  );

/** The stream url is relative (`/websocket/stream?ticket=…`): open it on the page's own origin, ws or wss. */
export function streamUrl(url: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  if (/^wss?:\/\//.test(url)) return url;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${url.startsWith('/') ? '' : '/'}${url}`;
}
