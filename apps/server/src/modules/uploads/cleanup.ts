import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import type { FilesRepo } from './files.repo.js';

/**
 * Deletes abandoned uploads: files uploaded and never pushed for UPLOAD_ABANDON_HOURS (the member
 * closed the dialog), from the table then from storage, and temporary files a crash left behind
 * mid-upload. Expires pushed files nobody has pushed or retried for UPLOAD_RETAIN_DAYS: their bytes
 * go, their rows stay (marked) so the records still name them.
 */
export function createUploadCleanup(deps: {
  files: FilesRepo;
  storage: StorageProvider;
  clock: Clock;
  tmpDir: string;
  abandonHours: number;
  retainDays: number;
  log: FastifyBaseLogger;
}) {
  const { files, storage, clock, tmpDir, log } = deps;

  async function sweepTmp(cutoff: Date) {
    const names = await readdir(tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtime < cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Runs a batch step until it finds nothing, removing the stored objects it hands back; how many. */
  async function drain(step: () => Promise<string[]>) {
    let count = 0;
    for (;;) {
      const keys = await step();
      for (const key of keys) {
        // No row needs the object any more: a failure only leaves an orphan to log.
        await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'upload cleanup: could not remove a stored file'));
      }
      count += keys.length;
      if (!keys.length) return count;
    }
  }

  return {
    /** One pass; how many abandoned files, expired files and temporary files went. */
    async sweep(): Promise<{ files: number; expired: number; tmp: number }> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - deps.abandonHours * 3_600_000);
      const unusedSince = new Date(now.getTime() - deps.retainDays * 86_400_000);
      return {
        files: await drain(() => files.deleteAbandoned(cutoff)),
        expired: await drain(() => files.expireUnused(unusedSince, now)),
        tmp: await sweepTmp(cutoff),
      };
    },
  };
}
export type UploadCleanup = ReturnType<typeof createUploadCleanup>;
