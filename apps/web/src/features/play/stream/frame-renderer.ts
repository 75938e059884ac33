import type { FrameConfig } from '@cloudphone/contract';
import { displayOf, type Display } from '../player/input-map';
import { avcCodecString, type StreamFrame } from './frame';
import { LatestSlot } from './latest-frame';

interface Picture {
  image: ImageBitmap | VideoFrame;
  seq: number;
}

export interface RendererHooks {
  /** A frame is on the canvas; `seq` is the last input it reflects. */
  onDrawn(seq: number): void;
  /** Frames skipped (latest frame wins, or H.264 waiting for a key frame). */
  onDropped(count: number): void;
  onDisplay(display: Display): void;
  /** The decoder failed (unsupported codec, corrupt stream). */
  onDecodeError(detail: string): void;
}

/** Decoded pictures waiting for the next animation frame beyond this many mean H.264 decoding is behind. */
const H264_QUEUE_MAX = 3;

const release = (picture: Picture) => picture.image.close();

/**
 * Draws a stream on a canvas. JPEG frames decode with createImageBitmap (off the main thread),
 * H.264 with WebCodecs' VideoDecoder (optimizeForLatency; never MSE, which buffers hundreds of ms).
 * At most one JPEG decodes at a time and one picture waits for the next animation frame: a newer
 * frame replaces the waiting one (latest frame wins). A backed-up H.264 decoder drops to the next
 * key frame, since frames between depend on each other.
 */
export class FrameRenderer {
  private display: Display | null = null;
  private readonly jpegWaiting = new LatestSlot<StreamFrame>();
  private isDecodingJpeg = false;
  private readonly toDraw = new LatestSlot<Picture>(release);
  private drawRequest: number | null = null;
  private decoder: VideoDecoder | null = null;
  private readonly seqByTimestamp = new Map<number, number>();
  private nextTimestamp = 0;
  private needsKey = true;
  private isClosed = false;
  frames = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly hooks: RendererHooks,
  ) {}

  configure(config: FrameConfig) {
    this.display = displayOf(config);
    // For tests and support: how the pictures arrive.
    this.canvas.dataset.codec = config.codec;
    // The canvas is resized in draw(), with the next picture: resizing clears it, and a quality or
    // rotation change would otherwise flash a blank screen until that picture arrives.
    this.hooks.onDisplay(this.display);
  }

  jpeg(frame: StreamFrame) {
    const before = this.jpegWaiting.dropped;
    this.jpegWaiting.put(frame);
    if (this.jpegWaiting.dropped > before) this.hooks.onDropped(1);
    if (!this.isDecodingJpeg) void this.decodeJpegs();
  }

  private async decodeJpegs() {
    this.isDecodingJpeg = true;
    try {
      for (let frame = this.jpegWaiting.take(); frame && !this.isClosed; frame = this.jpegWaiting.take()) {
        try {
          const bitmap = await createImageBitmap(new Blob([frame.payload as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
          if (this.isClosed) bitmap.close();
          else this.show({ image: bitmap, seq: frame.seq });
        } catch (error) {
          this.hooks.onDropped(1);
          this.hooks.onDecodeError(`jpeg: ${String(error)}`);
        }
      }
    } finally {
      this.isDecodingJpeg = false;
    }
  }

  /** H264_CONFIG: the avcC record, the decoder's description. A new one reconfigures (size or rotation changed). */
  h264Config(frame: StreamFrame) {
    if (typeof VideoDecoder === 'undefined') {
      this.hooks.onDecodeError('h264: WebCodecs unavailable');
      return;
    }
    const description = frame.payload.slice();
    if (!this.decoder || this.decoder.state === 'closed') {
      this.decoder = new VideoDecoder({
        output: (image) => {
          const seq = this.seqByTimestamp.get(image.timestamp) ?? 0;
          this.seqByTimestamp.delete(image.timestamp);
          if (this.isClosed) image.close();
          else this.show({ image, seq });
        },
        error: (error) => {
          this.needsKey = true;
          this.hooks.onDecodeError(`h264: ${error.message}`);
        },
      });
    }
    this.decoder.configure({ codec: avcCodecString(description), description, optimizeForLatency: true });
    this.needsKey = true;
  }

  h264Au(frame: StreamFrame) {
    const decoder = this.decoder;
    if (!decoder || decoder.state !== 'configured') return this.hooks.onDropped(1);
    if (!frame.isKey && (this.needsKey || decoder.decodeQueueSize > H264_QUEUE_MAX)) {
      this.needsKey = true;
      return this.hooks.onDropped(1);
    }
    this.needsKey = false;
    const timestamp = (this.nextTimestamp += 1000);
    this.seqByTimestamp.set(timestamp, frame.seq);
    if (this.seqByTimestamp.size > 64) this.seqByTimestamp.delete(this.seqByTimestamp.keys().next().value!);
    decoder.decode(new EncodedVideoChunk({ type: frame.isKey ? 'key' : 'delta', timestamp, data: frame.payload }));
  }

  private show(picture: Picture) {
    const before = this.toDraw.dropped;
    this.toDraw.put(picture);
    if (this.toDraw.dropped > before) this.hooks.onDropped(1);
    this.drawRequest ??= requestAnimationFrame(() => this.draw());
  }

  private draw() {
    this.drawRequest = null;
    const picture = this.toDraw.take();
    if (!picture) return;
    const context = this.canvas.getContext('2d');
    const display = this.display;
    if (context && display) {
      const { shown, buffer, isTurned } = display;
      if (this.canvas.width !== shown.width || this.canvas.height !== shown.height) {
        this.canvas.width = shown.width;
        this.canvas.height = shown.height;
      }
      context.save();
      if (isTurned) {
        // A quarter clockwise: buffer (x, y) lands at (shown.width − y, x).
        context.translate(shown.width, 0);
        context.rotate(Math.PI / 2);
      }
      context.drawImage(picture.image, 0, 0, buffer.width, buffer.height);
      context.restore();
      this.frames += 1;
      // For tests and support: what is on screen, without a React render per frame.
      this.canvas.dataset.frames = String(this.frames);
      this.canvas.dataset.seq = String(picture.seq);
      this.hooks.onDrawn(picture.seq);
    }
    picture.image.close();
  }

  close() {
    this.isClosed = true;
    if (this.drawRequest !== null) cancelAnimationFrame(this.drawRequest);
    this.drawRequest = null;
    this.toDraw.clear();
    this.jpegWaiting.clear();
    if (this.decoder && this.decoder.state !== 'closed') this.decoder.close();
    this.decoder = null;
  }
}
