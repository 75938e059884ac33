import { performance } from 'node:perf_hooks';
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

/**
 * One viewer's stream of a screen: a frame when the picture changes, at most `fps` a second;
 * changes in between coalesce into the next frame (the latest picture wins). JPEG by default;
 * H.264 when asked for and ffmpeg can encode it (otherwise JPEG, which each frame says).
 */
export function createScreenStream(source: ScreenSource, options: StreamOptions): DeviceStream & ScreenSubscriber {
  let { maxSize, fps } = options;
  const h264 = options.codec === 'h264' && canEncodeH264() ? createH264Renderer(source) : null;
  const render = (size: number) => (h264 ? h264.render(size, fps) : source.frame(size, FRAME_QUALITY));
  const listeners = new Set<(frame: DeviceFrame) => void>();
  let last: { version: number; maxSize: number; frame: DeviceFrame } | null = null;
  let lastSentAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  let isRendering = false;
  let isClosed = false;

  const isCurrent = () => last !== null && last.version === source.version && last.maxSize === maxSize;

  function changed() {
    if (isClosed || listeners.size === 0 || timer || isRendering || isCurrent()) return;
    const wait = Math.max(0, lastSentAt + 1000 / fps - performance.now());
    timer = setTimeout(() => void deliver(), wait);
    timer.unref();
  }

  async function deliver() {
    timer = null;
    if (isClosed || listeners.size === 0 || isCurrent()) return;
    isRendering = true;
    // The frame interval counts from the start of a render, so rendering time is not added to it.
    lastSentAt = performance.now();
    const size = maxSize;
    try {
      const { version, frame } = await render(size);
      if (isClosed) return;
      last = { version, maxSize: size, frame };
      for (const listener of [...listeners]) listener(frame);
    } catch {
      // A failed render is retried at the next frame time rather than at once.
    } finally {
      isRendering = false;
    }
    changed();
  }

  const stream: DeviceStream & ScreenSubscriber = {
    changed,

    onFrame(listener) {
      listeners.add(listener);
      const current = last;
      // An H.264 listener joining mid-stream needs a key frame; a JPEG one can have the last picture.
      if (h264) stream.requestKeyFrame!();
      else if (current) queueMicrotask(() => listeners.has(listener) && !isClosed && listener(current.frame));
      changed();
      return () => listeners.delete(listener);
    },

    requestKeyFrame() {
      if (!h264 || isClosed) return;
      h264.requestKeyFrame();
      last = null;
      changed();
    },

    input(message) {
      if (isClosed) return;
      if (message.type === 'quality') stream.setQuality(message);
      else if (message.type !== 'screenshot') source.input(message);
    },

    setQuality(next) {
      maxSize = next.maxSize;
      fps = next.fps;
      changed();
    },

    async screenshot() {
      const { frame } = await source.frame(Math.max(BASE_WIDTH, BASE_HEIGHT), SCREENSHOT_QUALITY);
      return frame.jpeg;
    },

    close() {
      if (isClosed) return;
      isClosed = true;
      h264?.close();
      if (timer) clearTimeout(timer);
      timer = null;
      listeners.clear();
      source.detach(stream);
    },
  };
  return stream;
}
