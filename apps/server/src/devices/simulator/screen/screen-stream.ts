import type { StreamInput } from '@cloudphone/contract';
import type { DeviceFrame, DeviceStream, JpegFrame, StreamOptions } from '../../driver.js';
import { canEncodeH264 } from '../h264/h264-encoder.js';
import { createH264Renderer } from '../h264/h264-renderer.js';
import { BASE_HEIGHT, BASE_WIDTH } from './layout.js';
import { FRAME_QUALITY, SCREENSHOT_QUALITY, type RawFrame } from './render-scene.js';

/** A raw picture with what a frame says about it. */
export type RawScreenFrame = RawFrame & Omit<JpegFrame, 'jpeg' | 'codec'>;

/** What a stream reads its frames from: one device's screen, shared by all its streams. */
export interface ScreenSource {
  /** Bumped whenever the picture changes. */
  readonly version: number;
  /** The current picture at a size and quality, rendered once and shared by every stream asking. */
  frame(maxSize: number, quality: number): Promise<{ version: number; frame: JpegFrame }>;
  /** The current picture as raw RGBA (for H.264), rendered once per size like `frame`. */
  raw(maxSize: number): Promise<{ version: number; frame: RawScreenFrame }>;
  input(message: StreamInput): void;
  detach(stream: ScreenSubscriber): void;
}

export interface ScreenSubscriber {
  /** The source's picture changed. */
  changed(): void;
}

/** A picture rendered for a stream: which version of the screen, at which size. */
interface Picture {
  version: number;
  maxSize: number;
  frame: DeviceFrame;
  /** When its render started. */
  startedAt: number;
}

/**
 * One viewer's stream of a screen: a frame when the picture changes, at most `fps` a second;
 * changes in between coalesce into the next frame (the latest picture wins). JPEG by default;
 * H.264 when asked for and ffmpeg can encode it (otherwise JPEG, which each frame says).
 *
 * A JPEG picture is rendered as soon as the screen changes, not when its frame may go: an input
 * then waits for the frame slot or its render, whichever is longer, instead of one after the other
 * (typing 60 characters a second at 30 fps: bench/README.md, play-latency). Before its slot a
 * stream starts a render at most every half interval, so a flood of input cannot spend more than
 * about three renders a frame. H.264 access units depend on the ones before, so every one
 * rendered is sent, and the next is rendered only then.
 */
export function createScreenStream(source: ScreenSource, options: StreamOptions): DeviceStream & ScreenSubscriber {
  let { maxSize, fps } = options;
  const h264 = options.codec === 'h264' && canEncodeH264() ? createH264Renderer(source) : null;
  const render = (size: number) => (h264 ? h264.render(size, fps) : source.frame(size, FRAME_QUALITY));
  const listeners = new Set<(frame: DeviceFrame) => void>();
  /** The last picture sent, and the newest one rendered and not sent yet. */
  let last: Picture | null = null;
  let ready: Picture | null = null;
  /** When the next frame may go: one slot per frame interval, on a grid that a late frame does not move. */
  let slotAt = -Infinity;
  let lastRenderAt = -Infinity;
  let isRendering = false;
  /** Cancels a pending wake-up. */
  let sendTimer: (() => void) | null = null;
  let renderTimer: (() => void) | null = null;
  let isClosed = false;

  const interval = () => 1000 / fps;
  const renderGap = () => (h264 ? interval() : interval() / 2);
  const isCurrent = (picture: Picture | null) => picture !== null && picture.version === source.version && picture.maxSize === maxSize;

  /** Runs `then` in `ms`; with no wait, after the input already read (setImmediate, not a 1 ms timer). */
  const later = (ms: number, then: () => void) => {
    if (ms <= 0) {
      const immediate = setImmediate(then);
      return () => clearImmediate(immediate);
    }
    const timer = setTimeout(then, ms);
    timer.unref();
    return () => clearTimeout(timer);
  };

  function sendReady(now: number) {
    const picture = ready!;
    ready = null;
    last = picture;
    // A frame that waited for its render keeps the next slot where it was (the rate stays at fps),
    // though never closer than half an interval; after a pause the grid starts again from now.
    const next = slotAt + interval();
    slotAt = next < now ? now + interval() : Math.max(next, now + interval() / 2);
    for (const listener of [...listeners]) listener(picture.frame);
  }

  async function renderNow() {
    isRendering = true;
    const startedAt = (lastRenderAt = performance.now());
    const size = maxSize;
    try {
      const { version, frame } = await render(size);
      if (!isClosed) ready = { version, maxSize: size, frame, startedAt };
    } catch {
      // A failed render is retried after the render gap rather than at once.
    } finally {
      isRendering = false;
    }
    pump();
  }

  /**
   * Sends the ready picture once its slot has come, unless a newer one is being drawn or it was
   * drawn before the slot and is out of date by now: then it is drawn again at once and sent when
   * done, a render late rather than an interval. Starts a render when the screen has changed: at
   * once when the slot is open, otherwise after the render gap or at the slot, whichever is first.
   */
  function pump() {
    if (isClosed || listeners.size === 0) return;
    const now = performance.now();
    const isSlotOpen = now >= slotAt;
    if (ready && isSlotOpen && !isRendering && (h264 || isCurrent(ready) || ready.startedAt >= slotAt)) sendReady(now);
    if (ready && !isSlotOpen && !sendTimer)
      sendTimer = later(slotAt - now, () => {
        sendTimer = null;
        pump();
      });
    if (isRendering || renderTimer || isCurrent(ready ?? last) || (h264 && ready)) return;
    // Even when it may start now, a render waits for input already received (a tap's down and up
    // arrive together), so that they make one picture.
    const at = isSlotOpen ? now : Math.min(slotAt, lastRenderAt + renderGap());
    renderTimer = later(Math.max(0, at - now), () => {
      renderTimer = null;
      if (!isClosed && listeners.size > 0 && !isRendering && !isCurrent(ready ?? last) && !(h264 && ready)) void renderNow();
      else pump();
    });
  }

  const stream: DeviceStream & ScreenSubscriber = {
    changed: pump,

    onFrame(listener) {
      listeners.add(listener);
      const current = last;
      // An H.264 listener joining mid-stream needs a key frame; a JPEG one can have the last picture.
      if (h264) stream.requestKeyFrame!();
      else if (current) queueMicrotask(() => listeners.has(listener) && !isClosed && listener(current.frame));
      pump();
      return () => listeners.delete(listener);
    },

    requestKeyFrame() {
      if (!h264 || isClosed) return;
      h264.requestKeyFrame();
      last = null;
      ready = null;
      pump();
    },

    input(message) {
      if (isClosed) return;
      if (message.type === 'quality') stream.setQuality(message);
      else if (message.type !== 'screenshot') source.input(message);
    },

    setQuality(next) {
      maxSize = next.maxSize;
      fps = next.fps;
      pump();
    },

    async screenshot() {
      const { frame } = await source.frame(Math.max(BASE_WIDTH, BASE_HEIGHT), SCREENSHOT_QUALITY);
      return frame.jpeg;
    },

    close() {
      if (isClosed) return;
      isClosed = true;
      h264?.close();
      sendTimer?.();
      renderTimer?.();
      sendTimer = renderTimer = null;
      listeners.clear();
      source.detach(stream);
    },
  };
  return stream;
}
