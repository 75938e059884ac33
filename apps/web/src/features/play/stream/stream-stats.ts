/** What the quality overlay shows, and what automatic quality decides on. */
export interface StreamStats {
  /** Input sent → first drawn frame reflecting it, ms (the latest measured; null before any input). */
  rttMs: number | null;
  /** Frames drawn in the last window, per second. */
  fps: number;
  /** Frame bytes received in the last window, per second. */
  bytesPerSecond: number;
  /** Frames skipped since the stream opened (latest frame wins). */
  dropped: number;
  /** Frames skipped in the last window. */
  droppedInWindow: number;
}

/** Longer than this between an input and the frame reflecting it is not latency (see `drawn`). */
const RTT_MAX_MS = 3000;

export const EMPTY_STATS: StreamStats = { rttMs: null, fps: 0, bytesPerSecond: 0, dropped: 0, droppedInWindow: 0 };

/**
 * Counts a stream's frames and inputs; `sample()` closes a window (about a second) and returns
 * its rates. Times come from the caller's clock (performance.now in the page), so tests drive it.
 */
export class StatsMeter {
  /** Inputs sent and not yet seen in a frame, oldest first: [seq, sent at]. */
  private pending: Array<[number, number]> = [];
  private frames = 0;
  private bytes = 0;
  private droppedTotal = 0;
  private droppedWindow = 0;
  private rtt: number | null = null;
  private windowStart: number;

  constructor(now: number) {
    this.windowStart = now;
  }

  inputSent(seq: number, at: number) {
    this.pending.push([seq, at]);
    // A stream that never reflects an input (view-only, a refused one) must not grow this forever.
    if (this.pending.length > 256) this.pending.shift();
  }

  received(bytes: number) {
    this.bytes += bytes;
  }

  /** A frame is on screen; `seq` is the last input it reflects. */
  drawn(seq: number, at: number) {
    this.frames += 1;
    let first: number | null = null;
    while (this.pending.length > 0 && this.pending[0]![0] <= seq) {
      const [, sentAt] = this.pending.shift()!;
      first ??= sentAt;
    }
    // The newest input this frame reflects has waited the least; the oldest says how long the member waited.
    // An input that changed nothing on screen is only "reflected" by the next change, maybe much
    // later: that wait is not latency, so it is left out.
    if (first !== null && at - first <= RTT_MAX_MS) this.rtt = Math.max(0, Math.round(at - first));
  }

  dropped(count = 1) {
    this.droppedTotal += count;
    this.droppedWindow += count;
  }

  sample(now: number): StreamStats {
    const seconds = Math.max(0.001, (now - this.windowStart) / 1000);
    const stats: StreamStats = {
      rttMs: this.rtt,
      fps: Math.round(this.frames / seconds),
      bytesPerSecond: Math.round(this.bytes / seconds),
      dropped: this.droppedTotal,
      droppedInWindow: this.droppedWindow,
    };
    this.frames = 0;
    this.bytes = 0;
    this.droppedWindow = 0;
    this.windowStart = now;
    return stats;
  }
}

/** "1.2 Mbps", "640 kbps" for the overlay. */
export function formatBitrate(bytesPerSecond: number): string {
  const bits = bytesPerSecond * 8;
  if (bits >= 1_000_000) return `${(bits / 1_000_000).toFixed(1)} Mbps`;
  return `${Math.round(bits / 1000)} kbps`;
}
