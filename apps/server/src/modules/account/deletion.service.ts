import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import type { CodeService } from '../auth/codes.service.js';
import type { SessionService } from '../auth/sessions.service.js';
import { MEMBER_STATUS } from '../member/members.repo.js';
import { avatarStorageKeys } from './avatar.service.js';
import { createDeletionRepo } from './deletion.repo.js';

/**
 * Deleting an account (issue 18, decision 030): with an SMS code of scene delete-account sent to the
 * member's phone, and only once every phone has expired. One transaction erases what the member
 * made and anonymises the row; then the devices are wiped, the stored files removed and every
 * session ended, so the console signs out everywhere.
 */
export function createDeletionService(deps: {
  db: Db;
  clock: Clock;
  codes: CodeService;
  sessions: SessionService;
  storage: StorageProvider;
  driver: DeviceDriver;
  reconciler: Reconciler;
  log: FastifyBaseLogger;
}) {
  const { db, clock, codes, sessions, storage, driver, reconciler, log } = deps;

  return {
    async delete(memberId: number, code: string) {
      const now = clock.now();
      const erased = await db.transaction(async (tx) => {
        const repo = createDeletionRepo(tx);
        const member = await repo.lockMember(memberId);
        if (!member || member.status === MEMBER_STATUS.deleted) throw new AppError('UNAUTHORIZED');
        const live = await repo.livePhones(memberId, now);
        if (live > 0) throw new AppError('ACCOUNT_DELETE_LIVE_PHONES', { count: live });
        // Spent only if the erasure commits.
        await codes.verify(tx, 'sms', member.phone, 'delete-account', code, { consume: true });
        await repo.closePendingOrders(memberId, now);
        return repo.erase(memberId, now);
      });

      await sessions.revokeAll('member', memberId, 'deleted');
      for (const owlId of erased.owlIds)
        await driver
          .start(owlId, 'reset')
          .then(reconciler.apply, (err: unknown) => log.warn({ err, owlId }, 'account deletion: could not wipe a device'));
      const keys = [...erased.storageKeys, ...(erased.avatarKey ? avatarStorageKeys(memberId, erased.avatarKey) : [])];
      for (const key of keys)
        await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'account deletion: could not remove a stored file'));
      log.info({ memberId, phones: erased.owlIds.length, files: keys.length }, 'account deleted');
      return true;
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;
