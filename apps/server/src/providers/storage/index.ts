import path from 'node:path';
import type { Config } from '../../config.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { StorageProvider } from './types.js';

export type { StorageProvider, StoredObject } from './types.js';
export { StorageNotFound } from './types.js';

type StorageConfig = Pick<
  Config,
  | 'STORAGE_PROVIDER'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The storage provider STORAGE_PROVIDER names. */
export function createStorageProvider(config: StorageConfig): StorageProvider {
  switch (config.STORAGE_PROVIDER) {
    case 'local':
      return localStorage(path.join(config.DATA_DIR, 'files'));
    case 's3':
      // loadConfig insists on S3_BUCKET when STORAGE_PROVIDER=s3.
      if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required for STORAGE_PROVIDER=s3');
      return s3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      });
    default: {
      const unknown: never = config.STORAGE_PROVIDER;
      throw new Error(`unknown storage provider ${String(unknown)}`);
    }
  }
}
