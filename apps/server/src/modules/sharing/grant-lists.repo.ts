import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { members, phoneAccredits, phones, phoneTagLinks, phoneTags } from '../../db/schema.js';
import { grantedBy, grantedTo, liveGrant } from '../phone-access/phone-access.repo.js';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** What the three lists read of a phone; the service turns it into a row. */
const phoneColumns = {
  phoneId: phones.id,
  owlId: phones.owlId,
  phoneAlias: phones.alias,
  deviceStatus: phones.deviceStatus,
  rentalExpire: phones.expireTime,
};
const grantColumns = {
  relationId: phoneAccredits.id,
  accreditType: phoneAccredits.accreditType,
  createdAt: phoneAccredits.createdAt,
  expireTime: phoneAccredits.expireTime,
};

/** The phone's ID or name contains the keyword (case aside), as the phone list's search. */
const keywordMatch = (keyword: string | undefined): SQL | undefined =>
  keyword ? sql`strpos(${phones.searchText}, lower(${keyword}::text)) > 0` : undefined;
/** A member's phone number contains `part`. */
const phoneNumberMatch = (column: AnyPgColumn, part: string | undefined): SQL | undefined =>
  part ? sql`strpos(${column}, ${part}::text) > 0` : undefined;

const page = ({ pageNo, pageSize }: Paging) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

/** The authorization lists (issue 16), each scoped to the caller and to live grants only. */
export function createGrantListsRepo(db: DbOrTx) {
  const granteeMember = alias(members, 'grantee');
  const ownerMember = alias(members, 'owner');

  return {
    /** Live grants of the owner's phones (in the recycle bin or not theirs any more: none), newest first. */
    async grantsBy(ownerId: number, now: Date, q: Paging & { subMemberPhone?: string | undefined; keyword?: string | undefined }) {
      const where = and(
        grantedBy(ownerId, now),
        eq(phones.memberId, ownerId),
        isNull(phones.recycledAt),
        phoneNumberMatch(granteeMember.phone, q.subMemberPhone),
        keywordMatch(q.keyword),
      );
      const from = () =>
        db
          .select({ ...phoneColumns, ...grantColumns, subMemberPhone: granteeMember.phone })
          .from(phoneAccredits)
          .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
          .innerJoin(granteeMember, eq(granteeMember.id, phoneAccredits.granteeId));
      const { limit, offset } = page(q);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        from().where(where).orderBy(desc(phoneAccredits.createdAt), desc(phoneAccredits.id)).limit(limit).offset(offset),
        db
          .select({ total: count() })
          .from(phoneAccredits)
          .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
          .innerJoin(granteeMember, eq(granteeMember.id, phoneAccredits.granteeId))
          .where(where),
      ]);
      return { rows, total };
    },

    /** Live grants made to the member, newest first. */
    async grantsTo(granteeId: number, now: Date, q: Paging & { keyword?: string | undefined }) {
      const where = and(
        grantedTo(granteeId, now),
        eq(phones.memberId, phoneAccredits.ownerId),
        isNull(phones.recycledAt),
        keywordMatch(q.keyword),
      );
      const { limit, offset } = page(q);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ ...phoneColumns, ...grantColumns, memberPhone: ownerMember.phone })
          .from(phoneAccredits)
          .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
          .innerJoin(ownerMember, eq(ownerMember.id, phoneAccredits.ownerId))
          .where(where)
          .orderBy(desc(phoneAccredits.createdAt), desc(phoneAccredits.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(phoneAccredits).innerJoin(phones, eq(phones.id, phoneAccredits.phoneId)).where(where),
      ]);
      return { rows, total };
    },

    /**
     * The member's phones outside the recycle bin, each with its live grant (at most one: decision
     * 025), newest rental first; `accredit` keeps only granted (true) or only grantable (false) ones.
     */
    async ownPhones(ownerId: number, now: Date, q: Paging & { keyword?: string | undefined; accredit?: boolean | undefined }) {
      const grant = and(
        eq(
          phoneAccredits.id,
          sql`(select a.id from ${phoneAccredits} a where a.phone_id = ${phones.id} and a.expire_time > ${now}
          order by a.created_at desc, a.id desc limit 1)`,
        ),
        liveGrant(now),
      );
      const where = and(
        eq(phones.memberId, ownerId),
        isNull(phones.recycledAt),
        keywordMatch(q.keyword),
        q.accredit === undefined ? undefined : q.accredit ? isNotNull(phoneAccredits.id) : isNull(phoneAccredits.id),
      );
      const { limit, offset } = page(q);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            ...phoneColumns,
            relationId: phoneAccredits.id,
            accreditType: phoneAccredits.accreditType,
            createdAt: phoneAccredits.createdAt,
            expireTime: phoneAccredits.expireTime,
            subMemberPhone: granteeMember.phone,
          })
          .from(phones)
          .leftJoin(phoneAccredits, grant)
          .leftJoin(granteeMember, eq(granteeMember.id, phoneAccredits.granteeId))
          .where(where)
          .orderBy(desc(phones.createdAt), desc(phones.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(phones).leftJoin(phoneAccredits, grant).where(where),
      ]);
      return { rows, total };
    },

    /** The member's own tags on these phones, by phone (a tag shows only to the member who made it). */
    async tagsOf(memberId: number, phoneIds: readonly number[]) {
      const byPhone = new Map<number, Array<{ id: number; name: string }>>();
      if (!phoneIds.length) return byPhone;
      const rows = await db
        .select({ phoneId: phoneTagLinks.phoneId, id: phoneTags.id, name: phoneTags.name })
        .from(phoneTagLinks)
        .innerJoin(phoneTags, eq(phoneTags.id, phoneTagLinks.tagId))
        .where(and(inArray(phoneTagLinks.phoneId, [...phoneIds]), eq(phoneTags.memberId, memberId)))
        .orderBy(asc(phoneTags.id));
      for (const { phoneId, ...tag } of rows) byPhone.set(phoneId, [...(byPhone.get(phoneId) ?? []), tag]);
      return byPhone;
    },
  };
}
