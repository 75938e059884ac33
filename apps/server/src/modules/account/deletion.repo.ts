import { PAD_TYPE } from '@cloudphone/contract';
import { and, count, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  expiryReminders,
  keyAccountLeads,
  memberExports,
  memberPaternity,
  members,
  newMachineQuota,
  notifyMessages,
  orders,
  pageViews,
  phoneAccredits,
  phoneAudit,
  phoneGroups,
  phoneLabels,
  phoneShareLinks,
  phoneTags,
  phones,
  playSessionErrors,
  proxies,
  proxyGroups,
  socialIdentities,
  uploadedFiles,
  uploadRecords,
  userFeedback,
} from '../../db/schema.js';
import { MEMBER_STATUS } from '../member/members.repo.js';
import { createOrdersRepo } from '../orders/orders.repo.js';

const TRIAL_PAD_TYPES = [PAD_TYPE.appTrial, PAD_TYPE.webTrial, PAD_TYPE.pcWebTrial];

/** What must still happen outside the database once an erasure committed. */
export interface Erased {
  /** Devices whose rentals were deleted: wiped, as a released phone's device is. */
  owlIds: string[];
  /** Stored objects no row names any more: uploads, exports, the avatar's sizes. */
  storageKeys: string[];
  avatarKey: string | null;
}

/**
 * Account deletion's SQL (decision 030). It spans the tables of many modules on purpose: the
 * erasure is one transaction, so a member is never left half deleted, and the member row stays
 * (orders and point records keep pointing at it) so the foreign keys' cascades cannot do it.
 */
export function createDeletionRepo(tx: Tx) {
  return {
    /** Locks the member row: a phone delivered meanwhile waits for the erasure (its insert needs the row). */
    async lockMember(memberId: number) {
      const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
      return row;
    },

    async livePhones(memberId: number, now: Date): Promise<number> {
      // A free trial holds no paid time: it does not keep a new member from leaving.
      const [row] = await tx
        .select({ n: count() })
        .from(phones)
        .where(and(eq(phones.memberId, memberId), gt(phones.expireTime, now), notInArray(phones.padType, TRIAL_PAD_TYPES)));
      return row?.n ?? 0;
    },

    /**
     * Closes the member's unpaid orders and gives their stock holds back. A payment that still
     * arrives for one finds it closed and is refunded (order-payments.ts, refundClosed), so
     * nothing is ever delivered to the anonymised row.
     */
    async closePendingOrders(memberId: number, now: Date) {
      const closed = await tx
        .update(orders)
        .set({ status: 'cancel', closedAt: now })
        .where(and(eq(orders.memberId, memberId), eq(orders.status, 'pending')))
        .returning();
      const stock = createOrdersRepo(tx);
      for (const order of closed)
        if (order.type === 'purchase' && order.regionId !== null)
          await stock.endHold(order.configurationId, order.regionId, order.quantity, false);
      return closed.length;
    },

    /**
     * Erases what the member made and what names them, and anonymises the member row. The phone
     * number becomes `deleted-<id>` (no valid number looks like it), so the number can sign up anew.
     */
    async erase(memberId: number, now: Date): Promise<Erased> {
      const m = memberId;
      // Expired rentals go as the expiry sweep releases them: groups, tags, labels, grants on them
      // and their history with them (foreign-key cascades); the devices stay in the fleet.
      const gone = await tx.delete(phones).where(eq(phones.memberId, m)).returning({ owlId: phones.owlId });
      await tx.delete(phoneAccredits).where(or(eq(phoneAccredits.ownerId, m), eq(phoneAccredits.granteeId, m)));
      await tx.delete(phoneLabels).where(eq(phoneLabels.memberId, m));
      await tx.delete(phoneTags).where(eq(phoneTags.memberId, m));
      await tx.delete(phoneGroups).where(eq(phoneGroups.memberId, m));
      await tx.delete(phoneShareLinks).where(eq(phoneShareLinks.memberId, m));
      await tx.delete(playSessionErrors).where(eq(playSessionErrors.memberId, m));
      await tx.delete(expiryReminders).where(eq(expiryReminders.memberId, m));
      await tx.delete(newMachineQuota).where(eq(newMachineQuota.memberId, m));
      // Its own audit trail goes; entries in other owners' trails stay theirs (the actor shows anonymised).
      await tx.delete(phoneAudit).where(eq(phoneAudit.ownerId, m));

      // Sub-accounts: a child the member had disabled is free again, as a removed sub-account is.
      const children = await tx
        .delete(memberPaternity)
        .where(or(eq(memberPaternity.parentId, m), eq(memberPaternity.childId, m)))
        .returning({ parentId: memberPaternity.parentId, childId: memberPaternity.childId });
      const freed = children.filter((c) => c.parentId === m).map((c) => c.childId);
      if (freed.length)
        await tx
          .update(members)
          .set({ status: MEMBER_STATUS.normal, updatedAt: now })
          .where(and(inArray(members.id, freed), eq(members.status, MEMBER_STATUS.disabledByOwner)));

      await tx.delete(proxies).where(eq(proxies.memberId, m));
      await tx.delete(proxyGroups).where(eq(proxyGroups.memberId, m));

      await tx.delete(uploadRecords).where(eq(uploadRecords.memberId, m));
      const files = await tx.delete(uploadedFiles).where(eq(uploadedFiles.memberId, m)).returning({ key: uploadedFiles.storageKey });
      const exported = await tx.delete(memberExports).where(eq(memberExports.memberId, m)).returning({ key: memberExports.storageKey });

      await tx.delete(userFeedback).where(eq(userFeedback.memberId, m));
      await tx.delete(notifyMessages).where(eq(notifyMessages.memberId, m));
      await tx.delete(keyAccountLeads).where(eq(keyAccountLeads.memberId, m));
      await tx.delete(socialIdentities).where(eq(socialIdentities.memberId, m));
      await tx.delete(pageViews).where(eq(pageViews.memberId, m));

      const [before] = await tx.select({ avatarKey: members.avatarKey }).from(members).where(eq(members.id, m));
      await tx
        .update(members)
        .set({
          phone: sql`'deleted-' || ${members.id}::text`,
          nickname: '',
          passwordHash: null,
          email: null,
          gender: null,
          birthday: null,
          location: null,
          avatarUrl: null,
          avatarKey: null,
          introduction: null,
          status: MEMBER_STATUS.deleted,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(members.id, m));

      return {
        owlIds: gone.map((p) => p.owlId),
        storageKeys: [...files.map((f) => f.key), ...exported.map((e) => e.key)],
        avatarKey: before?.avatarKey ?? null,
      };
    },
  };
}
