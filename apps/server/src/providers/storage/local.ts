import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { measure } from './measure.js';
import { checkKey, StorageNotFound, type StorageProvider } from './types.js';

/**
 * Files on local disk under `root` (`${DATA_DIR}/files`): for one node, or several sharing a
 * mounted volume. A put writes a temporary file beside the target and renames it, so a reader
 * never sees half a file and a crash leaves only a `.part` file behind.
 */
export function localStorage(root: string): StorageProvider {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    name: 'local',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(6).toString('hex')}.part`;
      const { stream, result } = measure(body);
      try {
        await pipeline(stream, createWriteStream(part, { flags: 'wx' }));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
      return result();
    },

    async open(key) {
      const file = fileOf(key);
      // Opened before it is handed out, so a missing file is a StorageNotFound here, not a stream error later.
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (err) => reject(missing(err) ? new StorageNotFound(key) : err));
      });
      return stream as Readable;
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async stat(key) {
      try {
        const s = await stat(fileOf(key));
        return { size: s.size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async close() {},
  };
}
