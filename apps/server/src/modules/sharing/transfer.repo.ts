import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneAccredits, phones, phoneTagLinks, phoneTags } from '../../db/schema.js';
import { grantColumns, type GrantRow } from './accredit.repo.js';

/**
 * The writes of a transfer, in the order that keeps the list-version triggers' locks in one order:
 * the phone's row first (its statement bumps the lists of both owners and every grantee at once),
 * then what hangs on it.
 */
export function createTransferRepo(db: DbOrTx) {
  return {
    /** The phone becomes the receiver's, out of the old owner's group and off the old owner's proxy. */
    async move(phoneId: number, receiverId: number) {
      await db.update(phones).set({ memberId: receiverId, groupId: null, proxyId: null }).where(eq(phones.id, phoneId));
    },

    /** The old owner's tags come off the phone (their tags stay theirs). */
    async dropTags(phoneId: number, ownerId: number) {
      const ownTags = db.select({ id: phoneTags.id }).from(phoneTags).where(eq(phoneTags.memberId, ownerId));
      await db.delete(phoneTagLinks).where(and(eq(phoneTagLinks.phoneId, phoneId), inArray(phoneTagLinks.tagId, ownTags)));
    },

    /** Every grant on the phone ends, live or not yet swept. */
    endGrants(phoneId: number): Promise<GrantRow[]> {
      return db.delete(phoneAccredits).where(eq(phoneAccredits.phoneId, phoneId)).returning(grantColumns);
    },
  };
}
