import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import type { Devices } from '../../devices/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Exports } from '../account/exports.js';
import { createUploadCleanup } from './cleanup.js';
import { createFilesRepo } from './files.repo.js';
import { createItemsRepo } from './items.repo.js';
import { createPushRunner } from './push-runner.js';
import { createPushService } from './push.service.js';
import { createRecordsRepo } from './records.repo.js';
import { createRecordsService } from './records.service.js';
import { uploadsRoutes } from './uploads.routes.js';

type UploadsConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'UPLOAD_MAX_BYTES'
  | 'UPLOAD_ABANDON_HOURS'
  | 'UPLOAD_RETAIN_DAYS'
  | 'UPLOAD_QUOTA_BYTES'
  | 'UPLOAD_CONCURRENCY'
  | 'UPLOAD_POLL_MS'
  | 'UPLOAD_IDLE_TIMEOUT_MS'
  | 'UPLOAD_RATE_LIMIT_PER_MINUTE'
  | 'UPLOAD_IP_RATE_LIMIT_PER_MINUTE'
  | 'HTTP_REQUEST_TIMEOUT_S'
>;

/** How often abandoned and unused uploads are looked for. */
const CLEANUP_EVERY_MS = 3_600_000;

/**
 * Pushing apps and files: uploads, pushes and their runner, the upload records (and their export),
 * the cleanup of abandoned uploads, and their routes. The storage provider is made in app.ts (the
 * account's avatars and exports use it too) and closed here, after the runner, its busiest user.
 */
export async function registerUploads(
  app: FastifyInstance,
  deps: {
    config: UploadsConfig;
    db: Db;
    kv: Kv;
    bus: Bus;
    clock: Clock;
    guards: Guards;
    devices: Devices;
    storage: StorageProvider;
    exports: Exports;
  },
) {
  const { config, db, kv, bus, clock, guards, storage } = deps;
  const { driver, reconciler } = deps.devices;
  const tmpDir = path.join(config.DATA_DIR, 'tmp', 'uploads');
  const files = createFilesRepo(db);
  const records = createRecordsRepo(db);
  const runner = createPushRunner({
    db,
    items: createItemsRepo(db),
    records,
    files,
    storage,
    driver,
    reconciler,
    bus,
    clock,
    log: app.log,
    concurrency: config.UPLOAD_CONCURRENCY,
    pollMs: config.UPLOAD_POLL_MS,
  });
  const pushes = createPushService({ db, clock, files, records, runner, driver, reconciler });
  const cleanup = createUploadCleanup({
    files,
    storage,
    clock,
    tmpDir,
    abandonHours: config.UPLOAD_ABANDON_HOURS,
    retainDays: config.UPLOAD_RETAIN_DAYS,
    log: app.log,
  });

  const sweep = () => void cleanup.sweep().catch((err: unknown) => app.log.error({ err }, 'upload cleanup failed'));
  const cleanupTimer = config.UPLOAD_POLL_MS > 0 ? setInterval(sweep, CLEANUP_EVERY_MS) : null;
  cleanupTimer?.unref();
  app.addHook('onReady', async () => {
    // Pushes a previous run left mid-way are taken up again once their leases run out.
    runner.start();
    if (cleanupTimer) sweep();
  });
  app.addHook('onClose', async () => {
    if (cleanupTimer) clearInterval(cleanupTimer);
    await runner.close();
    await storage.close();
  });

  await app.register(uploadsRoutes, {
    guard: guards.member,
    kv,
    limits: {
      perMember: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
      perIp: config.UPLOAD_IP_RATE_LIMIT_PER_MINUTE,
      handlerTimeoutMs: config.HTTP_REQUEST_TIMEOUT_S * 1000,
    },
    receive: {
      files,
      storage,
      clock,
      tmpDir,
      maxBytes: config.UPLOAD_MAX_BYTES,
      quota: config.UPLOAD_QUOTA_BYTES,
      idleMs: config.UPLOAD_IDLE_TIMEOUT_MS,
    },
    pushes,
    records: createRecordsService({ records, files }),
    exports: deps.exports,
    usage: async (memberId) => ({
      used: await files.used(memberId),
      quota: config.UPLOAD_QUOTA_BYTES,
      retainDays: config.UPLOAD_RETAIN_DAYS,
    }),
  });
  return { storage, runner, pushes, cleanup, uploadFiles: files };
}
export type Uploads = Awaited<ReturnType<typeof registerUploads>>;
