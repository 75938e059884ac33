import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { serverMessages, STREAM_ERRORS, type StreamCodec, type StreamErrorCode } from '@cloudphone/contract';
import { getLocale } from '../../../shared/i18n/locale';
import { reportSessionError, startPhone, streamUrl } from '../api/start-phone';
import type { QualityMode } from '../stream/auto-quality';
import { PlaySession, type PlayState } from '../stream/play-session';

const MODE_KEY = 'play-quality';
const MODES: ReadonlySet<string> = new Set(['auto', 'hd', 'sd', 'smooth']);
export const readQualityMode = (): QualityMode => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(MODE_KEY);
  return stored && MODES.has(stored) ? (stored as QualityMode) : 'auto';
};
export const writeQualityMode = (mode: QualityMode) => localStorage.setItem(MODE_KEY, mode);

const noop = () => () => undefined;

/** A stream error the browser finds itself (a lost network), worded as the server words its own. */
export const streamMessage = (code: StreamErrorCode) => serverMessages[STREAM_ERRORS[code]][getLocale()].replace('{minutes}', '').trim();

/**
 * The play session of `phoneId` on the canvas: started when both exist, closed (socket, decoder)
 * when the phone changes or the page goes. Returns the session (to send input) and its state.
 */
export function usePlaySession(
  phoneId: number | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  onScreenshot: (jpeg: Blob) => void,
  codec: StreamCodec = 'jpeg',
) {
  const [session, setSession] = useState<PlaySession | null>(null);
  const onScreenshotRef = useRef(onScreenshot);
  useEffect(() => {
    onScreenshotRef.current = onScreenshot;
  });
  useEffect(() => {
    const element = canvas.current;
    if (phoneId === null || !element) return;
    const next = new PlaySession({
      phoneId,
      canvas: element,
      startPhone: (id) => startPhone(id, codec === 'h264' ? codec : undefined),
      reportError: (report) => void reportSessionError(report),
      toSocketUrl: (url) => streamUrl(url),
      onScreenshot: (jpeg) => onScreenshotRef.current(jpeg),
      messageFor: streamMessage,
      mode: readQualityMode(),
    });
    setSession(next);
    next.start();
    return () => {
      next.close();
      // The canvas keeps the last picture of the old phone otherwise.
      element.getContext('2d')?.clearRect(0, 0, element.width, element.height);
      delete element.dataset.frames;
      delete element.dataset.seq;
    };
  }, [phoneId, canvas, codec]);
  const state: PlayState | null = useSyncExternalStore(
    session?.subscribe ?? noop,
    () => session?.state ?? null,
    () => null,
  );
  return { session, state };
}
