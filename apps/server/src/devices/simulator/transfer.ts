import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeviceRefused, type DeviceContent, type ProgressListener } from '../driver.js';

/** A phone on a good link takes in 4 MiB/s and installs 8 MiB/s of APK; both scaled by SIM_SPEED. */
export const SIM_RECEIVE_BYTES_PER_S = 4 * 1024 * 1024;
export const SIM_INSTALL_BYTES_PER_S = 8 * 1024 * 1024;
/** Waits shorter than this are saved up rather than taken one timer each. */
const MIN_WAIT_MS = 10;

/** Holds back so that `done` units take `done / perSecond` seconds since `startedAt`. */
async function keepPace(startedAt: number, done: number, perSecond: number) {
  const ahead = (done / perSecond) * 1000 - (performance.now() - startedAt);
  if (ahead >= MIN_WAIT_MS) await sleep(ahead);
}

/**
 * Reads the content's bytes as a phone would receive them: at the simulated link's pace, counting
 * and hashing them, and fails (DeviceRefused 'failed') when they are not the bytes announced.
 * Progress runs from `from` to `to` of the whole.
 */
export async function receive(
  content: DeviceContent,
  speed: number,
  progress: { onProgress?: ProgressListener; from: number; to: number },
) {
  const stream = await content.open();
  const hash = createHash('sha256');
  const startedAt = performance.now();
  let received = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      received += bytes.length;
      if (received > content.size) break;
      hash.update(bytes);
      progress.onProgress?.(progress.from + ((progress.to - progress.from) * received) / Math.max(1, content.size));
      await keepPace(startedAt, received, SIM_RECEIVE_BYTES_PER_S * speed);
    }
  } finally {
    stream.destroy();
  }
  if (received !== content.size || hash.digest('hex') !== content.sha256) throw new DeviceRefused('failed');
}

/** Installing takes its time after the transfer, progress running from `from` to 1. */
export async function installTime(size: number, speed: number, progress: { onProgress?: ProgressListener; from: number }) {
  const startedAt = performance.now();
  const steps = 4;
  for (let step = 1; step <= steps; step++) {
    await keepPace(startedAt, (size * step) / steps, SIM_INSTALL_BYTES_PER_S * speed);
    progress.onProgress?.(progress.from + ((1 - progress.from) * step) / steps);
  }
}
