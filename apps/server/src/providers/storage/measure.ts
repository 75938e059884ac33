import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { StoredObject } from './types.js';

/**
 * The body as a stream that counts and hashes what flows through it, so a provider reports
 * exactly the bytes it stored without reading them twice. An error of the source ends it.
 */
export function measure(body: Readable | Buffer): { stream: Readable; result(): StoredObject } {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  source.on('error', (err) => tap.destroy(err));
  source.pipe(tap);
  let digest: string | null = null;
  return { stream: tap, result: () => ({ size, sha256: (digest ??= hash.digest('hex')) }) };
}
