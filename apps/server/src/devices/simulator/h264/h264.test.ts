import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../../infra/clock.js';
import { isH264, type DeviceStream, type H264Frame } from '../../driver.js';
import { decodeStreamFrame, encodeStreamFrame, STREAM_MESSAGE } from '../../remote/stream-protocol.js';
import { memorySimStore } from '../memory-store.js';
import { createSimulator } from '../simulator.js';
import { FlvReader } from './flv-reader.js';
import { canEncodeH264, createH264Encoder, type EncodedAccessUnit } from './h264-encoder.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An FLV tag as ffmpeg writes it. */
function tag(type: number, data: Buffer) {
  const header = Buffer.alloc(11);
  header.writeUInt8(type, 0);
  header.writeUIntBE(data.length, 1, 3);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + data.length);
  return Buffer.concat([header, data, size]);
}
const flvHeader = Buffer.from([0x46, 0x4c, 0x56, 1, 1, 0, 0, 0, 9, 0, 0, 0, 0]);
const avc = (frameType: number, packetType: number, payload: number[]) =>
  Buffer.from([(frameType << 4) | 7, packetType, 0, 0, 0, ...payload]);

/** Annex B (start codes) from avcC + AVCC access units, which ffmpeg's raw h264 demuxer reads. */
function annexB(units: EncodedAccessUnit[]): Buffer {
  const start = Buffer.from([0, 0, 0, 1]);
  const avcC = units[0]!.description;
  const parts: Buffer[] = [];
  let at = 6;
  const sps = avcC.readUInt16BE(at);
  parts.push(start, avcC.subarray(at + 2, at + 2 + sps));
  at += 2 + sps + 1;
  const pps = avcC.readUInt16BE(at);
  parts.push(start, avcC.subarray(at + 2, at + 2 + pps));
  for (const unit of units)
    for (let i = 0; i < unit.data.length;) {
      const n = unit.data.readUInt32BE(i);
      parts.push(start, unit.data.subarray(i + 4, i + 4 + n));
      i += 4 + n;
    }
  return Buffer.concat(parts);
}

/** The centre pixel of the last picture of an H.264 stream, decoded by ffmpeg. */
function decodeLastCentre(units: EncodedAccessUnit[], width: number, height: number) {
  const out = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'h264', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      input: annexB(units),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (out.status !== 0) throw new Error(out.stderr.toString());
  const frameBytes = width * height * 3;
  expect(out.stdout.length).toBe(frameBytes * units.length);
  const at = frameBytes * (units.length - 1) + ((height / 2) * width + width / 2) * 3;
  return [...out.stdout.subarray(at, at + 3)];
}

const solid = (width: number, height: number, [r, g, b]: [number, number, number]) => {
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([r, g, b, 255], i);
  return rgba;
};

describe('FLV reader', () => {
  it('cuts ffmpeg’s FLV into the avcC record and access units, however the bytes arrive', () => {
    const flv = Buffer.concat([
      flvHeader,
      tag(18, Buffer.from('onMetaData')),
      tag(9, avc(1, 0, [1, 0x42, 0xc0, 0x1f])),
      tag(9, avc(1, 1, [0, 0, 0, 1, 0x65])),
      tag(9, avc(2, 1, [0, 0, 0, 1, 0x41])),
    ]);
    const whole = new FlvReader().push(flv);
    const reader = new FlvReader();
    const piecewise = [...flv].flatMap((byte) => reader.push(Buffer.from([byte])));
    for (const messages of [whole, piecewise])
      expect(messages).toEqual([
        { kind: 'config', description: Buffer.from([1, 0x42, 0xc0, 0x1f]) },
        { kind: 'frame', data: Buffer.from([0, 0, 0, 1, 0x65]), isKey: true },
        { kind: 'frame', data: Buffer.from([0, 0, 0, 1, 0x41]), isKey: false },
      ]);
  });

  it('refuses what is not FLV', () => {
    expect(() => new FlvReader().push(Buffer.from('RIFF....WEBP'))).toThrow(/not an FLV/);
  });
});

describe('H.264 through ffmpeg', () => {
  it('is available on this machine (.ci/run installs ffmpeg)', () => {
    expect(canEncodeH264()).toBe(true);
  });

  it('encodes each picture as it arrives: a key frame first, then delta frames that decode to the pictures', async () => {
    const encoder = createH264Encoder({ width: 64, height: 48, fps: 30 });
    cleanups.push(() => encoder.close());
    const red = await encoder.encode(solid(64, 48, [230, 20, 20]));
    const blue = await encoder.encode(solid(64, 48, [20, 20, 230]));
    expect(red.isKey).toBe(true);
    expect(blue.isKey).toBe(false);
    expect(red.description[0]).toBe(1);
    // AVCC: each NAL unit after a 4-byte length, and they add up to the unit.
    let at = 0;
    while (at < blue.data.length) at += 4 + blue.data.readUInt32BE(at);
    expect(at).toBe(blue.data.length);

    const [r, g, b] = decodeLastCentre([red, blue], 64, 48);
    expect(b).toBeGreaterThan(180);
    expect(r).toBeLessThan(70);
    expect(g).toBeLessThan(70);
  });

  it('refuses a picture of the wrong size and fails what waits once closed', async () => {
    const encoder = createH264Encoder({ width: 32, height: 32, fps: 30 });
    await expect(encoder.encode(Buffer.alloc(10))).rejects.toThrow(/32x32/);
    encoder.close();
    await expect(encoder.encode(solid(32, 32, [0, 0, 0]))).rejects.toThrow(/closed/);
  });
});

describe('simulator stream in H.264', () => {
  async function open() {
    const sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed: 60, tickMs: 0 });
    cleanups.push(() => sim.close());
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' }, { language: 'en-US' });
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30, codec: 'h264' });
    cleanups.push(() => stream.close());
    const frames: H264Frame[] = [];
    stream.onFrame((f) => isH264(f) && frames.push(f));
    const next = async (match: (f: H264Frame) => boolean) => {
      for (const deadline = Date.now() + 8000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 10))) {
        const found = frames.find(match);
        if (found) return found;
      }
      throw new Error(`no matching frame; seqs ${frames.map((f) => f.seq).join(',')}`);
    };
    return { stream, frames, next };
  }

  const showRecents = (stream: DeviceStream, seq: number) => stream.input({ type: 'key', key: 'recents', seq });

  it('starts with a key frame at the asked size and sends a delta frame reflecting input', async () => {
    const { stream, next } = await open();
    const first = await next(() => true);
    expect(first.isKey).toBe(true);
    expect([first.width, first.height, first.rotation]).toEqual([360, 640, 0]);
    showRecents(stream, 2);
    const after = await next((f) => f.seq >= 2);
    expect(after.isKey).toBe(false);
    expect(after.data.equals(first.data)).toBe(false);
  });

  it('sends a key frame when one is asked for, and to a listener that joins late', async () => {
    const { stream, frames, next } = await open();
    await next(() => true);
    stream.requestKeyFrame!();
    await next((f) => f.isKey && f !== frames[0]);
    const late: H264Frame[] = [];
    stream.onFrame((f) => isH264(f) && late.push(f));
    for (const deadline = Date.now() + 8000; late.length === 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 10));
    expect(late[0]?.isKey).toBe(true);
  });

  it('crosses the device-host link unchanged', async () => {
    const { next } = await open();
    const frame = await next(() => true);
    const decoded = decodeStreamFrame(encodeStreamFrame(STREAM_MESSAGE.frame, frame));
    expect(decoded?.frame).toEqual({ ...frame });
  });
});
