import { describe, expect, it } from 'vitest';
import type { DeviceFrame } from './driver.js';
import { createFrameGate } from './frame-gate.js';

const info = { seq: 1, capturedAt: 0, width: 2, height: 2, rotation: 0 as const };
const jpeg: DeviceFrame = { ...info, jpeg: Buffer.from([0xff, 0xd8]) };
const h264 = (isKey: boolean): DeviceFrame => ({ ...info, codec: 'h264', description: Buffer.from([1]), data: Buffer.from([0]), isKey });

describe('frame gate', () => {
  it('sends JPEG on a free link and holds it on a backed-up one', () => {
    const gate = createFrameGate(() => undefined);
    expect(gate.admit(jpeg, false)).toBe('send');
    expect(gate.admit(jpeg, true)).toBe('hold');
  });

  it('drops H.264 while backed up, asks for one key frame once drained, and resumes with it', () => {
    let asked = 0;
    const gate = createFrameGate(() => (asked += 1));
    expect(gate.admit(h264(false), false)).toBe('send');
    expect(gate.admit(h264(false), true)).toBe('drop');
    expect(gate.admit(h264(true), true)).toBe('drop');
    expect(asked).toBe(0);
    gate.drained();
    expect(asked).toBe(1);
    expect(gate.admit(h264(false), false)).toBe('drop');
    gate.drained();
    expect(asked).toBe(1);
    expect(gate.admit(h264(true), false)).toBe('send');
    expect(gate.isWaitingForKey).toBe(false);
    expect(gate.admit(h264(false), false)).toBe('send');
  });

  it('asks for a key frame at the first delta frame after a backlog when nothing said the link drained', () => {
    let asked = 0;
    const gate = createFrameGate(() => (asked += 1));
    gate.admit(h264(false), true);
    expect(gate.admit(h264(false), false)).toBe('drop');
    expect(asked).toBe(1);
  });
});
