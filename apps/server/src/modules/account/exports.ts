import { randomBytes } from 'node:crypto';
import type { ExportedFile } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { StorageNotFound, type StorageProvider } from '../../providers/storage/index.js';
import { csvText, type CsvCell } from './csv.js';
import { createExportsRepo } from './exports.repo.js';

/** How long an exported file can be fetched: the console downloads it at once. */
export const EXPORT_KEEP_MS = 24 * 3600_000;
/** Exports one member may make per minute: each writes a file. */
const EXPORTS_PER_MINUTE = 30;

/** `<base>-20261127-0610-ab12cd.csv`: Shanghai wall-clock time to the minute, and a random tail so names never repeat. */
function exportName(baseName: string, now: Date) {
  const digits = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '');
  return `${baseName}-${digits.slice(0, 8)}-${digits.slice(8, 12)}-${randomBytes(3).toString('hex')}.csv`;
}

/**
 * Files members export (upload records, the audit trail, orders): stored under
 * `exports/<member>/<name>`, fetched by name through common/common/download by their member only,
 * and swept a day after they were made. Other modules get it handed in and call `saveCsv`.
 */
export function createExports({
  db,
  kv,
  storage,
  clock,
  log,
}: {
  db: Db;
  kv: Kv;
  storage: StorageProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const repo = createExportsRepo(db);

  async function saveText(memberId: number, baseName: string, text: string): Promise<ExportedFile> {
    if ((await kv.incr(`export-rate:${memberId}`, 60)) > EXPORTS_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS');
    const now = clock.now();
    const fileName = exportName(baseName, now);
    const storageKey = `exports/${memberId}/${fileName}`;
    await storage.put(storageKey, Buffer.from(text, 'utf8'));
    try {
      await repo.insert({ memberId, fileName, storageKey, createdAt: now });
    } catch (err) {
      await storage.remove(storageKey).catch(() => undefined);
      throw err;
    }
    return { fileName };
  }

  /** Removes stored objects no row names any more; a failure only leaves an orphan to log. */
  async function removeObjects(keys: readonly string[]) {
    for (const key of keys)
      await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'export: could not remove a stored file'));
  }

  return {
    /** Stores a CSV's text (csv.ts makes it) for the member; answers the name to download it by. */
    saveExport: saveText,

    /** Stores rows (the header first) as a CSV for the member. */
    saveCsv: (memberId: number, baseName: string, rows: readonly (readonly CsvCell[])[]) => saveText(memberId, baseName, csvText(rows)),

    /**
     * The bytes of one of the member's files; another member's name is as unknown as a made-up
     * one. With `remove`, the file is gone once read (a second fetch finds nothing).
     */
    async read(memberId: number, fileName: string, { remove }: { remove: boolean }): Promise<Buffer> {
      const row = await repo.find(memberId, fileName);
      if (!row) throw new AppError('DOWNLOAD_NOT_FOUND');
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await storage.open(row.storageKey)) chunks.push(chunk as Buffer);
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError('DOWNLOAD_NOT_FOUND');
        throw err;
      }
      if (remove && (await repo.remove(row.id))) await removeObjects([row.storageKey]);
      return Buffer.concat(chunks);
    },

    /** Removes stored objects (a deleted account's exports, after its rows went). */
    removeObjects,

    /** Deletes files older than EXPORT_KEEP_MS; answers how many went. */
    async sweep(): Promise<number> {
      const keys = await repo.removeOlderThan(new Date(clock.now().getTime() - EXPORT_KEEP_MS));
      await removeObjects(keys);
      return keys.length;
    },
  };
}
export type Exports = ReturnType<typeof createExports>;
