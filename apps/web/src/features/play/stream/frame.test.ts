import { FRAME_KIND, writeFrameHeader } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { avcCodecString, parseFrame } from './frame';
import { LatestSlot } from './latest-frame';

function packet(kind: number, flags: number, seq: number, capturedAt: number, payload: number[]) {
  const buffer = new ArrayBuffer(16 + payload.length);
  writeFrameHeader(new DataView(buffer), { kind: kind as 1, flags, seq, capturedAt });
  new Uint8Array(buffer, 16).set(payload);
  return buffer;
}

describe('frame header parsing', () => {
  it('reads kind, flags, seq and capture time, and gives the payload after 16 bytes', () => {
    const frame = parseFrame(packet(FRAME_KIND.h264Au, 1, 4_000_000_000, 1_763_884_800_123.5, [9, 8, 7]));
    expect(frame).toMatchObject({
      kind: FRAME_KIND.h264Au,
      flags: 1,
      isKey: true,
      seq: 4_000_000_000,
      capturedAt: 1_763_884_800_123.5,
      byteLength: 19,
    });
    expect([...frame!.payload]).toEqual([9, 8, 7]);
  });

  it('tells key frames from delta frames by flag 1', () => {
    expect(parseFrame(packet(FRAME_KIND.h264Au, 0, 1, 0, [1]))!.isKey).toBe(false);
  });

  it('refuses a message shorter than a header or of an unknown kind', () => {
    expect(parseFrame(new ArrayBuffer(15))).toBeNull();
    expect(parseFrame(packet(42, 0, 0, 0, []))).toBeNull();
  });

  it('builds the WebCodecs codec string from the avcC record', () => {
    expect(avcCodecString(new Uint8Array([1, 0x64, 0x00, 0x28, 0xff]))).toBe('avc1.640028');
    expect(avcCodecString(new Uint8Array([0]))).toBe('avc1.42e01f');
  });
});

describe('latest frame wins', () => {
  it('keeps only the newest waiting item, releasing and counting the ones it replaces', () => {
    const released: number[] = [];
    const slot = new LatestSlot<number>((n) => released.push(n));
    slot.put(1);
    slot.put(2);
    slot.put(3);
    expect(slot.take()).toBe(3);
    expect(slot.take()).toBeNull();
    expect(released).toEqual([1, 2]);
    expect(slot.dropped).toBe(2);
  });

  it('does not count an item taken in time as dropped', () => {
    const slot = new LatestSlot<string>();
    slot.put('a');
    expect(slot.take()).toBe('a');
    slot.put('b');
    expect(slot.isEmpty).toBe(false);
    expect(slot.dropped).toBe(0);
    slot.clear();
    expect(slot.isEmpty).toBe(true);
  });
});
