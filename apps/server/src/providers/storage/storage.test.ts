import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_PEER_BUCKET, S3_PEER_KEY, startS3Peer } from '../../../test/peers/s3-peer.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import { StorageNotFound, type StorageProvider } from './types.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** A stream of `total` pseudo-random bytes in 64 KiB chunks, as a multipart upload would arrive. */
function bytes(total: number) {
  const data = Buffer.alloc(total);
  for (let i = 0; i < total; i++) data[i] = (i * 7919) % 251;
  const chunks = Array.from({ length: Math.ceil(total / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
  return { data, stream: Readable.from(chunks) };
}

/** The same behaviour from every provider. */
function behavesLikeStorage(name: string, make: () => Promise<StorageProvider>) {
  describe(name, () => {
    let storage: StorageProvider;
    beforeAll(async () => {
      storage = await make();
    });
    afterAll(() => storage.close());

    it('streams a file in and reports its size and SHA-256, then reads it back', async () => {
      // Over two S3 parts (8 MiB each), so the multipart path is the one exercised.
      const { data, stream } = bytes(9 * 1024 * 1024 + 123);
      expect(await storage.put('uploads/1/big', stream)).toEqual({ size: data.length, sha256: sha(data) });
      expect(await storage.stat('uploads/1/big')).toEqual({ size: data.length });
      expect(sha(await readAll(await storage.open('uploads/1/big')))).toBe(sha(data));
    });

    it('replaces an object put again under the same key, and takes a buffer', async () => {
      await storage.put('uploads/1/same', Buffer.from('first'));
      await storage.put('uploads/1/same', Buffer.from('second'));
      expect((await readAll(await storage.open('uploads/1/same'))).toString()).toBe('second');
    });

    it('answers a missing object as not found, and removes idempotently', async () => {
      await expect(storage.open('uploads/1/none')).rejects.toBeInstanceOf(StorageNotFound);
      expect(await storage.stat('uploads/1/none')).toBeNull();
      await storage.put('uploads/1/gone', Buffer.from('x'));
      await storage.remove('uploads/1/gone');
      await storage.remove('uploads/1/gone');
      expect(await storage.stat('uploads/1/gone')).toBeNull();
    });

    it('stores nothing when the source fails half way', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('uploads/1/broken', failing)).rejects.toThrow();
      expect(await storage.stat('uploads/1/broken')).toBeNull();
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of ['../etc/passwd', 'uploads/../../x', '/abs', 'Upper/Case', 'a//b', ''])
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    });
  });
}

let root: string;
behavesLikeStorage('local storage', async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-local-'));
  return localStorage(root);
});
afterAll(async () => {
  // No `.part` file survives a failed put.
  const left = await readdir(path.join(root, 'uploads', '1'));
  expect(left.filter((f) => f.endsWith('.part'))).toEqual([]);
  await rm(root, { recursive: true, force: true });
});

let peer: Awaited<ReturnType<typeof startS3Peer>>;
behavesLikeStorage('S3 storage (s3rver on loopback)', async () => {
  peer = await startS3Peer();
  return s3Storage({ bucket: S3_PEER_BUCKET, region: 'us-east-1', endpoint: peer.endpoint, forcePathStyle: true, ...S3_PEER_KEY });
});
afterAll(() => peer.close());
