import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceFrame, JpegFrame } from '../../driver.js';
import { createScreenStream, type ScreenSource } from './screen-stream.js';

const FPS = 10;
const INTERVAL = 1000 / FPS;

/**
 * A screen whose JPEG renders take `renderMs` of (fake) time; each picture's seq is the version it
 * shows, so a frame says which change it carries.
 */
function setup(renderMs: number) {
  const renders: Array<{ at: number; version: number }> = [];
  const source: ScreenSource & { version: number } = {
    version: 1,
    frame(maxSize) {
      const version = source.version;
      renders.push({ at: performance.now(), version });
      const frame: JpegFrame = { jpeg: Buffer.from([version]), seq: version, capturedAt: 0, width: maxSize, height: maxSize, rotation: 0 };
      return new Promise((resolve) => setTimeout(() => resolve({ version, frame }), renderMs));
    },
    raw: () => Promise.reject(new Error('JPEG only')),
    input: () => undefined,
    detach: () => undefined,
  };
  const stream = createScreenStream(source, { maxSize: 320, fps: FPS });
  const sent: Array<{ at: number; seq: number }> = [];
  stream.onFrame((f: DeviceFrame) => sent.push({ at: performance.now(), seq: f.seq }));
  const change = () => {
    source.version += 1;
    stream.changed();
    return source.version;
  };
  return { stream, renders, sent, change };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('screen stream pacing', () => {
  it('draws a change at once and sends it at its frame slot: the render hides inside the wait', async () => {
    const { sent, renders, change } = setup(40);
    await vi.advanceTimersByTimeAsync(41);
    expect(sent.map((f) => f.seq)).toEqual([1]);
    const first = sent[0]!.at;

    await vi.advanceTimersByTimeAsync(9);
    const changedAt = performance.now();
    const seq = change();
    await vi.advanceTimersByTimeAsync(1);
    // Drawn right away, not when the slot opens.
    expect(renders.at(-1)).toEqual({ at: changedAt, version: seq });
    expect(changedAt + 40).toBeLessThan(first + INTERVAL);
    await vi.advanceTimersByTimeAsync(200);
    // Sent when the slot opens, one interval after the first frame (not slot + render time).
    expect(sent.map((f) => f.seq)).toEqual([1, seq]);
    expect(sent[1]!.at).toBe(first + INTERVAL);
  });

  it('draws again at the slot a picture that is out of date, and sends it a render later rather than an interval', async () => {
    const { sent, renders, change } = setup(30);
    await vi.advanceTimersByTimeAsync(100);
    const first = sent[0]!.at;
    await vi.advanceTimersByTimeAsync(5);
    change();
    // A second change while that is drawn.
    await vi.advanceTimersByTimeAsync(20);
    const newest = change();
    await vi.advanceTimersByTimeAsync(300);
    // The first change's picture was done after the slot opened, and already out of date: it was
    // drawn again at once and that went out, a render after the slot rather than an interval.
    expect(renders.map((r) => r.version)).toEqual([1, newest - 1, newest]);
    expect(renders[1]!.at + 30).toBeGreaterThan(first + INTERVAL);
    expect(renders[2]!.at - (renders[1]!.at + 30)).toBeLessThanOrEqual(1);
    expect(sent.map((f) => f.seq)).toEqual([1, newest]);
    expect(sent[1]!.at).toBe(renders[2]!.at + 30);
  });

  it('keeps to fps under a flood of input, with each frame the newest picture and at most three renders a frame', async () => {
    const { sent, renders, change } = setup(5);
    await vi.advanceTimersByTimeAsync(100);
    const from = sent.length;
    const start = performance.now();
    let newest = 0;
    for (let t = 0; t < 2000; t += 2) {
      newest = change();
      await vi.advanceTimersByTimeAsync(2);
    }
    await vi.advanceTimersByTimeAsync(500);
    const frames = sent.slice(from);
    const elapsed = performance.now() - start;
    expect(frames.length).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL) + 1);
    expect(frames.length).toBeGreaterThanOrEqual(Math.floor(2000 / INTERVAL) - 1);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.at - frames[i - 1]!.at).toBeGreaterThanOrEqual(INTERVAL / 2);
    expect(frames.at(-1)!.seq).toBe(newest);
    expect(renders.length - 1).toBeLessThanOrEqual(3 * frames.length);
  });

  it('makes one picture of inputs that arrive together (a tap’s down and up)', async () => {
    const { sent, renders, change } = setup(5);
    await vi.advanceTimersByTimeAsync(300);
    change();
    const up = change();
    await vi.advanceTimersByTimeAsync(300);
    expect(renders.map((r) => r.version)).toEqual([1, up]);
    expect(sent.map((f) => f.seq)).toEqual([1, up]);
  });

  it('sends nothing while nothing changes, and nothing after it closes', async () => {
    const { stream, sent, renders, change } = setup(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    expect(renders).toHaveLength(1);
    change();
    stream.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
  });
});
