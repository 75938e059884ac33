import {
  DEFAULT_PUSH_DIR,
  PHONE_STATUS,
  type Locale,
  type OperationResults,
  type PushRequest,
  type PushResult,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { AccessiblePhone } from '../phone-access/phone-access.repo.js';
import { createOperationHistoryRepo } from '../phones/operation-history.repo.js';
import { busy, forEachPhone, PhoneRefusal } from '../phones/phone-batch.js';
import type { FilesRepo } from './files.repo.js';
import type { PushRunner } from './push-runner.js';
import type { RecordsRepo } from './records.repo.js';

interface Deps {
  db: Db;
  clock: Clock;
  files: FilesRepo;
  records: RecordsRepo;
  runner: PushRunner;
  driver: DeviceDriver;
  reconciler: Reconciler;
}

/** Pushing and uninstalling take a phone that runs and is switched on ("Phone status {status}, try later"). */
function ensureRunning(phone: AccessiblePhone) {
  if (phone.status !== PHONE_STATUS.running) throw busy(phone.status);
  if (!phone.powerOn) throw new PhoneRefusal('stream.poweredOff');
}

/** Android's shared storage ignores case: `a.txt` and `A.TXT` are one file there. */
const sameName = (name: string) => name.toLowerCase();

/**
 * Pushing apps and files (`/infra/cacloud/install`), uninstalling (`uninstall-apk-async`) and
 * retrying a record's failed phones. A push answers at once with a result per phone; the runner
 * does the transfers.
 */
export function createPushService({ db, clock, files, records, runner, driver, reconciler }: Deps) {
  return {
    async push(memberId: number, request: PushRequest, locale: Locale): Promise<PushResult> {
      const chosen = await files.owned(db, memberId, request.fileIds);
      if (chosen.length !== new Set(request.fileIds).size) throw new AppError('UPLOAD_FILE_NOT_FOUND');
      if (chosen.some((f) => f.expiredAt)) throw new AppError('UPLOAD_FILE_EXPIRED');
      const names = request.fileIds.map((id) => sameName(chosen.find((f) => f.id === id)!.name));
      if (new Set(names).size !== names.length) throw new AppError('UPLOAD_NAME_EXISTS');

      const accepted: number[] = [];
      const { results } = await forEachPhone({ db, clock }, memberId, request.phoneIds, locale, async (phone) => {
        ensureRunning(phone);
        accepted.push(phone.id);
      });
      if (!accepted.length) return { recordId: null, results };

      const recordId = await db.transaction(async (tx) => {
        // Locked, so the cleanup of abandoned or unused uploads cannot remove one of them under this push.
        const locked = await files.owned(tx, memberId, request.fileIds, true);
        if (locked.length !== chosen.length) throw new AppError('UPLOAD_FILE_NOT_FOUND');
        if (locked.some((f) => f.expiredAt)) throw new AppError('UPLOAD_FILE_EXPIRED');
        const now = clock.now();
        await files.markPushed(tx, request.fileIds, now);
        const targetDir = request.targetDir ?? DEFAULT_PUSH_DIR;
        return records.create(tx, { memberId, fileIds: request.fileIds, targetDir, phoneIds: accepted, now });
      });
      runner.kick();
      return { recordId, results };
    },

    uninstall: (memberId: number, phoneIds: number[], packageName: string, locale: Locale): Promise<OperationResults> =>
      forEachPhone({ db, clock }, memberId, phoneIds, locale, async (phone) => {
        ensureRunning(phone);
        await reconciler.apply(await driver.uninstall(phone.owlId, packageName));
        await createOperationHistoryRepo(db).record({
          phoneId: phone.id,
          memberId,
          kind: 'uninstall',
          state: 'succeeded',
          deviceId: phone.deviceId,
          detail: { packageName },
          now: clock.now(),
        });
      }),

    /**
     * Runs the failed phones of the member's record again; refused while any phone still runs, or
     * once one of its files has expired. A retry keeps its files another UPLOAD_RETAIN_DAYS.
     */
    async retry(memberId: number, recordId: number) {
      if (!(await records.owned(memberId, recordId))) throw new AppError('UPLOAD_RECORD_NOT_FOUND');
      const requeued = await db.transaction(async (tx) => {
        const record = await records.lock(tx, recordId);
        if (!record) throw new AppError('UPLOAD_RECORD_NOT_FOUND');
        const locked = await files.owned(tx, memberId, record.fileIds, true);
        const outcome = await records.requeueFailed(tx, recordId);
        if (outcome.busy) throw new AppError('UPLOAD_RECORD_RUNNING');
        if (!outcome.requeued) throw new AppError('UPLOAD_NOTHING_TO_RETRY');
        if (locked.length !== new Set(record.fileIds).size || locked.some((f) => f.expiredAt)) throw new AppError('UPLOAD_FILE_EXPIRED');
        await files.markPushed(tx, record.fileIds, clock.now());
        return outcome.requeued;
      });
      runner.kick();
      return { recordId, retried: requeued };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
