import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { FlvReader } from './flv-reader.js';

export interface EncodedAccessUnit {
  /** The avcC record of the stream this unit belongs to. */
  description: Buffer;
  /** AVCC: NAL units with 4-byte length prefixes. */
  data: Buffer;
  isKey: boolean;
}

export interface H264Encoder {
  readonly width: number;
  readonly height: number;
  /** Encodes one RGBA picture of width × height; resolves with its access unit. */
  encode(rgba: Buffer): Promise<EncodedAccessUnit>;
  close(): void;
}

let available: boolean | undefined;

/** Whether Debian's ffmpeg (with libx264) is on the PATH; asked once per process. */
export function canEncodeH264(): boolean {
  if (available === undefined) {
    const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8', timeout: 10_000 });
    available = probe.status === 0 && /\blibx264\b/.test(probe.stdout);
  }
  return available;
}

/**
 * An H.264 encoder for one picture size: an ffmpeg process reading raw RGBA frames (a raw frame
 * has a fixed size, so ffmpeg encodes it the moment its last byte arrives; JPEG input waits for
 * the next picture) and writing FLV, which `FlvReader` cuts into access units. Baseline profile,
 * no B-frames, zero-latency tuning: one picture in, one access unit out, in order. A new encoder
 * starts with a key frame, which is also how a key frame is asked for.
 */
export function createH264Encoder({ width, height, fps }: { width: number; height: number; fps: number }): H264Encoder {
  // x264 wants even dimensions for 4:2:0; the picture is padded by a pixel where needed.
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-framerate', String(fps), '-i', 'pipe:0'],
    ...['-vf', 'pad=ceil(iw/2)*2:ceil(ih/2)*2', '-fps_mode', 'passthrough'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p'],
    ...['-bf', '0', '-g', '300', '-threads', '1', '-flush_packets', '1', '-f', 'flv', 'pipe:1'],
  ];
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const reader = new FlvReader();
  const waiting: { resolve(unit: EncodedAccessUnit): void; reject(error: Error): void }[] = [];
  let description: Buffer | null = null;
  let failure: Error | null = null;
  let stderr = '';

  const fail = (error: Error) => {
    failure ??= error;
    for (const w of waiting.splice(0)) w.reject(failure);
  };

  child.stdout.on('data', (chunk: Buffer) => {
    let messages;
    try {
      messages = reader.push(chunk);
    } catch (error) {
      fail(error as Error);
      child.kill('SIGKILL');
      return;
    }
    for (const message of messages) {
      if (message.kind === 'config') description = message.description;
      else if (description) waiting.shift()?.resolve({ description, data: message.data, isKey: message.isKey });
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  child.on('error', (error) => fail(error));
  child.on('close', (code, signal) => fail(new Error(`ffmpeg ended (${signal ?? code}): ${stderr.trim()}`)));
  // A closed pipe while writing is reported by 'close' too.
  child.stdin.on('error', () => undefined);

  return {
    width,
    height,
    encode(rgba) {
      if (failure) return Promise.reject(failure);
      if (rgba.length !== width * height * 4) return Promise.reject(new Error(`expected ${width}x${height} RGBA`));
      return new Promise<EncodedAccessUnit>((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(rgba);
      });
    },
    close() {
      fail(new Error('encoder closed'));
      child.stdin.end();
      child.kill('SIGKILL');
    },
  };
}
