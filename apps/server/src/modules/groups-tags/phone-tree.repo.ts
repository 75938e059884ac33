import type { PhoneTreePhone } from '@cloudphone/contract';
import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneAccredits, phoneGroups, phones } from '../../db/schema.js';
import { grantedTo } from '../phone-access/phone-access.repo.js';

const phoneFields = { id: phones.id, owlId: devices.owlId, alias: phones.alias, status: devices.status };

/** The member's own phones still rented (not recycled). */
const ownLive = (memberId: number) => and(eq(phones.memberId, memberId), isNull(phones.recycledAt));

/**
 * The phone's group, when it is one of the member's. A phone whose group is someone else's (left
 * over from a transfer that did not clear it) counts as ungrouped rather than vanishing.
 */
const inOwnGroup = (memberId: number) => and(eq(phoneGroups.id, phones.groupId), eq(phoneGroups.memberId, memberId));

/** Phones shared with the member by others, grant not expired, not recycled. */
const sharedLive = (memberId: number, now: Date) => and(grantedTo(memberId, now), isNull(phones.recycledAt), ne(phones.memberId, memberId));

/** What the phone tree shows: the member's phones by group, and the phones shared with them. */
export function createPhoneTreeRepo(db: DbOrTx) {
  return {
    /** Own phone counts by group id (null: ungrouped). */
    async countOwnByGroup(memberId: number): Promise<Map<number | null, number>> {
      const rows = await db
        .select({ groupId: phoneGroups.id, n: count() })
        .from(phones)
        .leftJoin(phoneGroups, inOwnGroup(memberId))
        .where(ownLive(memberId))
        .groupBy(phoneGroups.id);
      return new Map(rows.map((r) => [r.groupId, r.n]));
    },

    /** Own phones by id; `groupId` narrows to one group (null: the ungrouped ones), undefined: all. */
    async ownPhones(memberId: number, groupId?: number | null): Promise<Array<PhoneTreePhone & { groupId: number | null }>> {
      const group: SQL | undefined =
        groupId === undefined ? undefined : groupId === null ? isNull(phoneGroups.id) : eq(phoneGroups.id, groupId);
      return db
        .select({ ...phoneFields, groupId: phoneGroups.id })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .leftJoin(phoneGroups, inOwnGroup(memberId))
        .where(and(ownLive(memberId), group))
        .orderBy(asc(phones.id));
    },

    async countShared(memberId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(phoneAccredits)
        .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
        .where(sharedLive(memberId, now));
      return row?.n ?? 0;
    },

    async sharedPhones(memberId: number, now: Date): Promise<PhoneTreePhone[]> {
      return db
        .select(phoneFields)
        .from(phoneAccredits)
        .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(sharedLive(memberId, now))
        .orderBy(asc(phones.id));
    },
  };
}
