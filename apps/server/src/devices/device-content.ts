import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DeviceContent } from './driver.js';

/** Bytes in memory as a device's content (small files: tests, demo data). */
export function bufferContent(bytes: Buffer): DeviceContent {
  return {
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    open: async () => Readable.from([bytes]),
  };
}
