import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { measure } from './measure.js';
import { checkKey, StorageNotFound, type StorageProvider } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, a cloud's OSS endpoint); AWS itself when absent. */
  endpoint?: string | undefined;
  /** `bucket` in the path rather than the host name: what most self-hosted services need. */
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's own chain (environment, instance role) applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * S3-compatible object storage through the official SDK. Puts stream through a multipart upload
 * (`@aws-sdk/lib-storage`), so a file of any size goes up in 8 MiB parts without being held in
 * memory or its length known in advance.
 */
export function s3Storage(options: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    name: 's3',

    async put(key, body) {
      const { stream, result } = measure(body);
      // A failed multipart upload is aborted by the SDK (leavePartsOnError: false), leaving nothing.
      await new Upload({ client, params: { Bucket, Key: checkKey(key), Body: stream }, partSize: 8 * 1024 * 1024, queueSize: 2 }).done();
      return result();
    },

    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (notFound(err)) throw new StorageNotFound(key);
        throw err;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
