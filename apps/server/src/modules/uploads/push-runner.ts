import { PHONE_STATUS, type ApkInfo, type UploadItemStatus } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { DeviceRefused, type DeviceContent, type DeviceDriver, type DeviceState, type InstalledApp } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { StorageNotFound, type StorageProvider } from '../../providers/storage/index.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { granteeRefusal } from '../phones/phone-batch.js';
import type { FileRow, FilesRepo } from './files.repo.js';
import type { ItemRow, ItemsRepo } from './items.repo.js';
import { recordSummary } from './record-summary.js';
import type { RecordRow, RecordsRepo } from './records.repo.js';

export interface PushRunnerDeps {
  db: Db;
  items: ItemsRepo;
  records: RecordsRepo;
  files: FilesRepo;
  storage: StorageProvider;
  driver: DeviceDriver;
  reconciler: Reconciler;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Phones served at once by this node (UPLOAD_CONCURRENCY). */
  concurrency: number;
  /** How often this node looks for work (UPLOAD_POLL_MS); 0: only when drain() is called (tests). */
  pollMs: number;
  /** How long a claim holds without renewal before another node may take the item over. */
  leaseMs?: number;
  /** Claims of one item before it is given up as failed (a push that keeps killing its node). */
  maxAttempts?: number;
  /** Progress is written and pushed at most this often per phone. */
  progressEveryMs?: number;
}

type Claimed = ItemRow & { token: string };
/** Why a phone's push ended badly: a message key of server-messages and its values. */
type Failure = { message: string; params?: Record<string, string | number> };

/** The APK's facts as the device keeps them (the icon as bare base64, as the launcher takes it). */
export const installedAppOf = (file: FileRow): InstalledApp => {
  const apk = file.apk as ApkInfo;
  const icon = apk.icon?.split(',')[1];
  return {
    packageName: apk.packageName,
    name: apk.label,
    versionName: apk.versionName,
    versionCode: apk.versionCode,
    size: file.size,
    ...(icon ? { icon } : {}),
  };
};

/**
 * Carries pushes out (ARCHITECTURE.md section 2, jobs): each phone of a push is a row that any
 * node claims with FOR UPDATE SKIP LOCKED under a lease it renews while it works. A node that dies
 * mid-push stops renewing, and the item is claimed again once the lease has run out, going on from
 * the first file that phone has not taken yet. Progress is written (throttled) and pushed to the
 * member's browsers; a record's status is derived from its items.
 */
export function createPushRunner(deps: PushRunnerDeps) {
  const { db, items, records, files, storage, driver, reconciler, bus, clock, log, concurrency } = deps;
  const leaseMs = deps.leaseMs ?? 60_000;
  const maxAttempts = deps.maxAttempts ?? 3;
  const progressEveryMs = deps.progressEveryMs ?? 500;
  const active = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs);

  async function announce(record: RecordRow, phoneId: number, progress: number, status: UploadItemStatus) {
    const counts = (await records.counts([record.id])).get(record.id);
    if (!counts) return;
    const data = { recordId: record.id, phoneId, progress, status, record: recordSummary(counts) };
    await bus.publish('to-member', { memberId: record.memberId, message: { type: 'upload-progress', data } });
  }

  function failureOf(err: unknown, file: FileRow): Failure {
    if (err instanceof DeviceRefused) {
      if (err.reason === 'busy') return { message: 'phones.busy', params: { status: err.status ?? 0 } };
      if (err.reason === 'failed')
        return { message: file.kind === 'apk' ? 'uploads.item.installFailed' : 'uploads.item.pushFailed', params: { name: file.name } };
      return { message: 'phones.offline' };
    }
    if (err instanceof StorageNotFound) return { message: 'uploads.file.notFound' };
    log.error({ err, file: file.id }, 'push runner: a transfer failed');
    return { message: file.kind === 'apk' ? 'uploads.item.installFailed' : 'uploads.item.pushFailed', params: { name: file.name } };
  }

  /** Why this phone cannot take the push now (checked again at run time: a share may have ended). */
  async function refusalFor(record: RecordRow, item: Claimed): Promise<Failure | { phone: { owlId: string } }> {
    const phone = (await accessiblePhones(db, record.memberId, [item.phoneId], clock.now())).get(item.phoneId);
    if (!phone) return { message: 'phones.notFound' };
    // Pushing is the owner's alone (decision 025): a record made before the phone changed hands stops here.
    const refusal = granteeRefusal(phone, 'none');
    if (refusal) return { message: refusal };
    if (phone.status !== PHONE_STATUS.running) return { message: 'phones.busy', params: { status: phone.status } };
    if (!phone.powerOn) return { message: 'stream.poweredOff' };
    return { phone };
  }

  async function run(item: Claimed) {
    const held = { id: item.id, token: item.token };
    const record = await records.byId(item.recordId);
    if (!record) return;
    const end = async (failure: Failure | null) => {
      const ok = failure === null;
      // Shutting down: a transfer cut short stays claimed, and is taken up again when its lease runs out.
      if (!ok && isClosed) return;
      if (!(await items.finish(held, { ok, message: failure?.message ?? null, params: failure?.params ?? {}, now: clock.now() }))) return;
      await announce(record, item.phoneId, ok ? 100 : item.progress, ok ? 'success' : 'failed');
    };
    if (item.attempts > maxAttempts) return end({ message: 'uploads.item.interrupted' });
    const access = await refusalFor(record, item);
    if (!('phone' in access)) return end(access);
    const byId = new Map((await files.byIds(record.fileIds)).map((f) => [f.id, f]));
    const ordered = record.fileIds.map((id) => byId.get(id));
    if (ordered.some((f) => !f)) return end({ message: 'uploads.file.notFound' });

    // The lease is renewed on a timer too: a device may take minutes without reporting progress.
    let lost = false;
    const renew = setInterval(
      () =>
        void items.progress(held, { progress: item.progress }, leaseEnd()).then((ok) => {
          lost ||= !ok;
        }),
      leaseMs / 3,
    );
    renew.unref();
    try {
      for (let i = item.filesDone; i < ordered.length && !lost; i++) {
        const file = ordered[i]!;
        const overall = (fraction: number) => Math.floor(((i + fraction) / ordered.length) * 100);
        item.progress = overall(0);
        if (
          !(await items.progress(
            held,
            { progress: item.progress, filesDone: i, message: 'uploads.item.running', messageParams: { name: file.name } },
            leaseEnd(),
          ))
        )
          return;
        let lastWrite = performance.now();
        let writing = Promise.resolve();
        const onProgress = (fraction: number) => {
          if (performance.now() - lastWrite < progressEveryMs) return;
          lastWrite = performance.now();
          const progress = overall(Math.min(1, fraction));
          item.progress = progress;
          writing = writing
            .then(() => items.progress(held, { progress }, leaseEnd()))
            .then((ok) => (ok ? announce(record, item.phoneId, progress, 'running') : void (lost = true)))
            .catch((err: unknown) => log.warn({ err }, 'push runner: progress not saved'));
        };
        const content: DeviceContent = { size: file.size, sha256: file.sha256, open: () => storage.open(file.storageKey) };
        let state: DeviceState;
        try {
          state =
            file.kind === 'apk'
              ? await driver.install(access.phone.owlId, installedAppOf(file), content, onProgress)
              : await driver.pushFile(access.phone.owlId, `${record.targetDir}/${file.name}`, content, onProgress);
        } catch (err) {
          await writing;
          return await end(failureOf(err, file));
        }
        await writing;
        await reconciler.apply(state);
        item.progress = overall(1);
        if (!(await items.progress(held, { progress: item.progress, filesDone: i + 1 }, leaseEnd()))) return;
      }
      if (!lost) await end(null);
    } finally {
      clearInterval(renew);
    }
  }

  /** Claims what this node has room for and starts it; returns how many it started. */
  async function tick(): Promise<number> {
    if (isClosed) return 0;
    const claimed = await items.claim(concurrency - active.size, clock.now(), leaseEnd());
    for (const item of claimed) {
      const job = run(item)
        .catch((err: unknown) => log.error({ err, item: item.id }, 'push runner: an item failed unexpectedly'))
        .finally(() => {
          active.delete(job);
          if (deps.pollMs > 0 && !isClosed) void tick().catch(() => undefined);
        });
      active.add(job);
    }
    return claimed.length;
  }

  return {
    /** Starts polling (UPLOAD_POLL_MS > 0). */
    start() {
      if (deps.pollMs <= 0 || timer) return;
      timer = setInterval(() => void tick().catch((err: unknown) => log.error({ err }, 'push runner: claiming failed')), deps.pollMs);
      timer.unref();
    },
    /** New work was queued: look now rather than at the next poll. */
    kick() {
      if (timer) void tick().catch((err: unknown) => log.error({ err }, 'push runner: claiming failed'));
    },
    /** Runs everything that is due until nothing is left (tests, and the demo seed); how many items ran. */
    async drain(): Promise<number> {
      let ran = 0;
      for (;;) {
        ran += await tick();
        if (!active.size) return ran;
        await Promise.race(active);
      }
    },
    /** Stops claiming; transfers under way get a few seconds, then their leases run out and another node (or the next start) takes them over. */
    async close() {
      isClosed = true;
      if (timer) clearInterval(timer);
      await Promise.race([Promise.allSettled(active), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}
export type PushRunner = ReturnType<typeof createPushRunner>;
