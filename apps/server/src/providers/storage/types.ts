import type { Readable } from 'node:stream';

/** What was stored: the byte count and SHA-256 (hex) of exactly the bytes written. */
export interface StoredObject {
  size: number;
  sha256: string;
}

/** Thrown by `open` when no object has that key. */
export class StorageNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFound';
  }
}

/**
 * Where uploaded files live (ARCHITECTURE.md section 2): local disk by default, S3-compatible
 * storage by config. Keys are ours (`uploads/<member>/<uuid>`), never a member's file name.
 */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** Streams the bytes in under `key`, replacing any object there; resolves once they are stored, with their size and SHA-256. A failed put leaves nothing behind. */
  put(key: string, body: Readable | Buffer): Promise<StoredObject>;
  /** The stored bytes from the start; rejects with StorageNotFound when there is no such object. */
  open(key: string): Promise<Readable>;
  /** Deletes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Releases connections; the provider is not used after. */
  close(): Promise<void>;
}

/** Keys are lower-case paths of safe characters, so no key can leave the storage root. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  }
  return key;
}
