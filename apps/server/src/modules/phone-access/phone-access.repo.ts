import { ACCREDIT_OPERATE } from '@cloudphone/contract';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneAccredits, phones } from '../../db/schema.js';

/**
 * Which phones a member may see and operate, written once (issue 14): a member sees the phones
 * they rent (not recycled) and those shared with them by a grant that has not run out; a grant of
 * type 2 lets them operate it, any other only view. Every query about it is built from here.
 */

type Value<T> = T | SQL | Placeholder;

/** A grant still running at `now`. */
export const liveGrant = (now: Value<Date>) => gt(phoneAccredits.expireTime, now as Date);

/** The member's live grants (phone_accredits rows shared with them). */
export const grantedTo = (memberId: Value<number>, now: Value<Date>) =>
  and(eq(phoneAccredits.granteeId, memberId as number), liveGrant(now))!;

/** The live grants the member gave to others (phone_accredits rows of their phones). */
export const grantedBy = (memberId: Value<number>, now: Value<Date>) =>
  and(eq(phoneAccredits.ownerId, memberId as number), liveGrant(now))!;

/**
 * The phone row `phone` (a table alias, e.g. `p`) is visible to the member, as SQL text: for
 * queries that select from another table, where Drizzle would write the phones table's columns
 * without their table and the condition would read the wrong row.
 */
export const visibleTo = (phone: string, memberId: Value<number>, now: Value<Date>) => {
  const p = sql.raw(phone);
  return sql`(${p}.recycled_at is null and (${p}.member_id = ${memberId} or exists (
    select 1 from ${phoneAccredits} a where a.phone_id = ${p}.id and a.grantee_id = ${memberId} and a.expire_time > ${now})))`;
};

/** A phone as an operation sees it: the rental, its device, and how the caller holds it. */
export interface AccessiblePhone {
  id: number;
  memberId: number;
  deviceId: number;
  owlId: string;
  alias: string;
  status: number;
  powerOn: boolean;
  androidVersion: string;
  chip: string;
  backupId: string | null;
  /** The caller owns it; otherwise it is shared with them. */
  own: boolean;
  /** May the caller operate it (owner, or grantee with type 2)? */
  operable: boolean;
}

/** Phones shared with the member and not yet expired: phone id → how (2 operate, else view). */
export async function sharedWith(db: DbOrTx, memberId: number, now: Date) {
  const rows = await db
    .select({ phoneId: phoneAccredits.phoneId, type: phoneAccredits.accreditType })
    .from(phoneAccredits)
    .where(grantedTo(memberId, now));
  return new Map(rows.map((r) => [r.phoneId, r.type]));
}

/**
 * The phones among `ids` the member may see, with how they hold each. Anything else is simply
 * absent, as if it did not exist.
 */
export async function accessiblePhones(
  db: DbOrTx,
  memberId: number,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, AccessiblePhone>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: phones.id,
      memberId: phones.memberId,
      deviceId: phones.deviceId,
      owlId: devices.owlId,
      alias: phones.alias,
      status: devices.status,
      powerOn: devices.powerOn,
      androidVersion: devices.androidVersion,
      chip: devices.chip,
      backupId: devices.backupId,
      grant: phoneAccredits.accreditType,
    })
    .from(phones)
    .innerJoin(devices, eq(devices.id, phones.deviceId))
    // At most one grant per phone and member (phone_accredits_phone_grantee).
    .leftJoin(phoneAccredits, and(eq(phoneAccredits.phoneId, phones.id), grantedTo(memberId, now)))
    .where(
      and(inArray(phones.id, [...ids]), isNull(phones.recycledAt), or(eq(phones.memberId, memberId), isNotNull(phoneAccredits.phoneId))),
    );
  return new Map(
    rows.map(({ grant, ...row }) => {
      const own = row.memberId === memberId;
      return [row.id, { ...row, own, operable: own || grant === ACCREDIT_OPERATE }];
    }),
  );
}

/** Who a phone's changes concern: its renter and every member it is shared with now. */
export async function audienceOf(db: DbOrTx, phoneId: number, now: Date): Promise<number[]> {
  const [owner] = await db.select({ memberId: phones.memberId }).from(phones).where(eq(phones.id, phoneId));
  if (!owner) return [];
  const grantees = await db
    .select({ memberId: phoneAccredits.granteeId })
    .from(phoneAccredits)
    .where(and(eq(phoneAccredits.phoneId, phoneId), liveGrant(now)));
  return [...new Set([owner.memberId, ...grantees.map((g) => g.memberId)])];
}
