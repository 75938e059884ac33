import { STREAM_FPS_MAX, type MediaTransport, type StreamCodec } from '@cloudphone/contract';
import type { StreamOptions } from '../../devices/driver.js';

/**
 * A phone's media transport, decided here once: where the browser opens the stream, in which
 * codec, and at what size and frame rate it starts. startPhone's ticket url, the stream socket's
 * device stream and getMts's answer all come from these.
 */

/** Where the browser opens the stream: relative, so it resolves against the console's own origin. */
export const STREAM_PATH = '/websocket/stream';

/** What a stream starts at: the long side in pixels and frames per second; the browser may ask for less. */
export const STREAM_START = { maxSize: 1280, fps: 30 } as const;

/** The stream's url for a ticket (startPhone, group control, share links). */
export const streamUrlFor = (ticket: string) => `${STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;

/** How the device stream is opened for a ticket: the start quality, in the codec the browser asked for (JPEG when none). */
export const deviceStreamOptions = (codec: StreamCodec | undefined): StreamOptions => ({ ...STREAM_START, ...(codec ? { codec } : {}) });

/** getMts: the settings a play screen uses for the phone, as the stream socket will apply them. */
export function mediaTransport({
  codec,
  viewOnly,
  idleMinutes,
}: {
  codec: StreamCodec | undefined;
  viewOnly: boolean;
  idleMinutes: number;
}): MediaTransport {
  const { maxSize, fps } = deviceStreamOptions(codec);
  return { url: STREAM_PATH, codec: codec ?? 'jpeg', maxSize, fps, fpsMax: STREAM_FPS_MAX, idleMinutes, viewOnly };
}
