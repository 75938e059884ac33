import { describe, expect, it } from 'vitest';
import { formatBitrate, StatsMeter } from './stream-stats';

describe('stream stats', () => {
  it('measures input-to-frame latency from the oldest input a frame reflects', () => {
    const meter = new StatsMeter(0);
    meter.inputSent(1, 100);
    meter.inputSent(2, 120);
    meter.drawn(0, 130); // reflects no input yet
    expect(meter.sample(1000).rttMs).toBeNull();
    meter.drawn(2, 1180);
    expect(meter.sample(2000).rttMs).toBe(1080);
  });

  it('ignores a frame arriving long after an input that changed nothing', () => {
    const meter = new StatsMeter(0);
    meter.inputSent(1, 0);
    meter.drawn(1, 5000);
    expect(meter.sample(6000).rttMs).toBeNull();
  });

  it('counts frames and bytes per second and dropped frames per window and in total', () => {
    const meter = new StatsMeter(0);
    for (let i = 0; i < 30; i += 1) meter.drawn(0, i * 16);
    meter.received(250_000);
    meter.dropped(2);
    expect(meter.sample(2000)).toMatchObject({ fps: 15, bytesPerSecond: 125_000, dropped: 2, droppedInWindow: 2 });
    expect(meter.sample(3000)).toMatchObject({ fps: 0, bytesPerSecond: 0, dropped: 2, droppedInWindow: 0 });
  });

  it('writes bitrates in kbps and Mbps', () => {
    expect(formatBitrate(80_000)).toBe('640 kbps');
    expect(formatBitrate(250_000)).toBe('2.0 Mbps');
  });
});
