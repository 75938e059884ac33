import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { kindOfName, sanitizeFileName, type UploadedFile } from '@cloudphone/contract';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import { measure } from '../../providers/storage/measure.js';
import { ApkFormatError } from './apk/apk-archive.js';
import { parseApk } from './apk/apk-parser.js';
import type { BodyWatch } from './body-watch.js';
import { toUploadedFile, type FilesRepo } from './files.repo.js';

export interface ReceiveDeps {
  files: FilesRepo;
  storage: StorageProvider;
  clock: Clock;
  /** Where a file waits while it is checked (`${DATA_DIR}/tmp/uploads`); never served. */
  tmpDir: string;
  maxBytes: number;
  /** Bytes a member may store (UPLOAD_QUOTA_BYTES). */
  quota: number;
  /** A body that sends nothing this long ends the upload (UPLOAD_IDLE_TIMEOUT_MS). */
  idleMs: number;
}

/** "512 MB" for the size-limit message. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(2)} GB`
    : bytes >= 1024 ** 2
      ? `${+(bytes / 1024 ** 2).toFixed(2)} MB`
      : `${+(bytes / 1024).toFixed(2)} KB`;

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Takes one uploaded file: streams it to a temporary file (counting and hashing; past the size
 * limit the upload is cut off and the partial file removed), gives the member's row for the same
 * bytes and name if there is one, checks it (a sanitised name; an `.apk` must parse as one), then
 * streams it into the storage provider and records it for the member if it fits their quota.
 * Nothing is stored or recorded for a refused file.
 */
export async function receiveUpload(
  { files, storage, clock, tmpDir, maxBytes, quota }: ReceiveDeps,
  memberId: number,
  part: MultipartFile,
  watch: BodyWatch,
): Promise<UploadedFile> {
  // A file part without a filename (or an empty one) names nothing to push.
  const name = typeof part.filename === 'string' ? sanitizeFileName(part.filename) : null;
  if (!name) {
    part.file.resume();
    throw new AppError('UPLOAD_BAD_NAME');
  }
  const full = (used: number) => new AppError('UPLOAD_QUOTA_EXCEEDED', { used: formatBytes(used), max: formatBytes(quota) });
  // A member already at the quota is told before the bytes travel; the exact check is at the insert.
  const usedBefore = await files.used(memberId);
  if (usedBefore >= quota) {
    part.file.resume();
    throw full(usedBefore);
  }
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, randomUUID());
  try {
    watch.follow(part.file);
    const { stream, result } = measure(part.file);
    try {
      await pipeline(stream, createWriteStream(tmp), { signal: watch.signal });
    } catch (err) {
      if (watch.interrupted) throw watch.interrupted;
      if (isTooLarge(err) || part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE', { max: formatBytes(maxBytes) });
      throw err;
    } finally {
      watch.stop();
    }
    if (part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE', { max: formatBytes(maxBytes) });
    const received = result();
    // The same bytes under the same name are stored once per member, and counted once.
    const copy = await files.reuseCopy(memberId, received.sha256, name, clock.now());
    if (copy) return toUploadedFile(copy);
    const kind = kindOfName(name);
    const apk =
      kind === 'apk'
        ? await parseApk(tmp).catch((err: unknown) => {
            throw err instanceof ApkFormatError ? new AppError('UPLOAD_BAD_FORMAT') : err;
          })
        : null;
    const storageKey = `uploads/${memberId}/${randomUUID()}`;
    const stored = await storage.put(storageKey, createReadStream(tmp));
    if (stored.sha256 !== received.sha256) {
      await storage.remove(storageKey);
      throw new Error(`storage wrote other bytes than received for ${storageKey}`);
    }
    const inserted = await files
      .insertWithinQuota({ memberId, name, kind, size: stored.size, sha256: stored.sha256, storageKey, apk, createdAt: clock.now() }, quota)
      .catch(async (err: unknown) => {
        await storage.remove(storageKey);
        throw err;
      });
    if ('used' in inserted) {
      await storage.remove(storageKey);
      throw full(inserted.used);
    }
    // A concurrent upload of the same bytes recorded them first: this copy is not needed.
    if (inserted.copy) await storage.remove(storageKey);
    return toUploadedFile(inserted.row);
  } finally {
    await rm(tmp, { force: true });
  }
}
