import { LABELS_PER_PHONE_MAX, type PhoneLabel, type PhoneLabelsOfPhone } from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { createPhoneLabelsRepo } from './phone-labels.repo.js';

/**
 * Labels on a phone (spec point 7, phone-bound/add-label and label-list), the owner's alone: a
 * phone the member cannot see does not exist for them, and one shared with them is refused as its
 * owner's (as a grant or an order of it would be), at most LABELS_PER_PHONE_MAX a phone.
 */
export function createPhoneLabelsService({ db, clock }: { db: Db; clock: Clock }) {
  const labels = createPhoneLabelsRepo(db);

  /** The member's own phone, or why not: not found, or the owner's (shared with the member). */
  async function ensureOwn(tx: DbOrTx, memberId: number, phoneId: number) {
    const phone = (await accessiblePhones(tx, memberId, [phoneId], clock.now())).get(phoneId);
    if (!phone) throw new AppError('PHONE_NOT_FOUND');
    if (!phone.own) throw new AppError('PHONE_OWNER_ONLY');
  }

  return {
    /** Adds a label (already trimmed and checked by the schema); answers its id. */
    add: (memberId: number, phoneId: number, label: string): Promise<number> =>
      db.transaction(async (tx) => {
        const repo = createPhoneLabelsRepo(tx);
        await repo.lockPhone(phoneId);
        await ensureOwn(tx, memberId, phoneId);
        if ((await repo.countOn(memberId, phoneId)) >= LABELS_PER_PHONE_MAX) throw new AppError('PHONE_LABEL_LIMIT');
        return repo.insert(memberId, phoneId, label, clock.now());
      }),

    async list(memberId: number, phoneId: number): Promise<PhoneLabel[]> {
      await ensureOwn(db, memberId, phoneId);
      return labels.listOn(memberId, phoneId);
    },

    /** The labels of the member's own phones among `phoneIds`; the others are left out, as in the phone list. */
    listBatch: (memberId: number, phoneIds: readonly number[]): Promise<PhoneLabelsOfPhone[]> => labels.listOnOwn(memberId, phoneIds),

    /**
     * Takes a label off. A label on a phone the member cannot see, or one they did not write (the
     * phone's previous owner's), is not found; one on a phone shared with them is its owner's.
     */
    async remove(memberId: number, id: number) {
      const found = await labels.find(id);
      if (!found) throw new AppError('PHONE_LABEL_NOT_FOUND');
      const phone = (await accessiblePhones(db, memberId, [found.phoneId], clock.now())).get(found.phoneId);
      if (!phone) throw new AppError('PHONE_LABEL_NOT_FOUND');
      if (!phone.own) throw new AppError('PHONE_OWNER_ONLY');
      if (found.memberId !== memberId) throw new AppError('PHONE_LABEL_NOT_FOUND');
      await labels.remove(memberId, id);
    },
  };
}
export type PhoneLabelsService = ReturnType<typeof createPhoneLabelsService>;
