import type { AdminMemberFilter } from '@cloudphone/contract';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { devices, memberPaternity, members, orders, phoneAccredits, phoneConfigurations, phones, sessions } from '../../db/schema.js';

/** What a member row of the list carries (and the export writes). */
const listed = {
  id: members.id,
  phone: members.phone,
  nickname: members.nickname,
  email: members.email,
  status: members.status,
  channelCode: members.channelCode,
  point: members.point,
  createdAt: members.createdAt,
  deletedAt: members.deletedAt,
  // Rented phones, the recycle bin not counted: one probe of phones_list_expiry_idx per member. Written
  // out with its table names: drizzle leaves them off a one-table select, and "id" would be the phone's.
  phoneCount: sql<number>`(select count(*) from "phones" p where p.member_id = "members"."id" and p.recycled_at is null)::int`,
};

function whereOf(filter: AdminMemberFilter): SQL | undefined {
  return and(
    // Digits only (the schema says so), so the pattern holds no wildcard of the caller's.
    filter.phone ? sql`${members.phone} like ${`%${filter.phone}%`}` : undefined,
    filter.id !== undefined ? eq(members.id, filter.id) : undefined,
    filter.channelCode ? eq(members.channelCode, filter.channelCode) : undefined,
    filter.status !== undefined ? eq(members.status, filter.status) : undefined,
  );
}

/** The operator's reads and writes of member accounts (issue 19). */
export function createMemberAdminRepo(db: DbOrTx) {
  /** The list's members: those the filter (and `more`) match, newest first (ids grow with sign-up). */
  const newestMatching = (filter: AdminMemberFilter, more?: SQL) =>
    db
      .select(listed)
      .from(members)
      .where(and(whereOf(filter), more))
      .orderBy(desc(members.id));

  return {
    /** A page of the list. */
    async page(filter: AdminMemberFilter, pageNo: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        newestMatching(filter)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(whereOf(filter)),
      ]);
      return { rows, total: total!.n };
    },

    /** The export's pages: the list's members, each page after the previous one's last id. */
    async exportPage(filter: AdminMemberFilter, beforeId: number | undefined, limit: number) {
      return newestMatching(filter, beforeId !== undefined ? lt(members.id, beforeId) : undefined).limit(limit);
    },

    /** One member as the list shows it. */
    async listed(id: number) {
      const [row] = await db.select(listed).from(members).where(eq(members.id, id));
      return row;
    },

    async byId(id: number) {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row;
    },

    /** The owner of a sub-account, when the member is one. */
    async owner(memberId: number) {
      const [row] = await db
        .select({ id: members.id, phone: members.phone })
        .from(memberPaternity)
        .innerJoin(members, eq(members.id, memberPaternity.parentId))
        .where(eq(memberPaternity.childId, memberId));
      return row;
    },

    /** Rented phones first, then the recycle bin, each soonest expiry first. */
    phones(memberId: number, limit: number) {
      return db
        .select({
          id: phones.id,
          owlId: phones.owlId,
          alias: phones.alias,
          padType: phones.padType,
          status: phones.deviceStatus,
          expireTime: phones.expireTime,
          recycledAt: phones.recycledAt,
          configurationName: phoneConfigurations.name,
          androidVersion: devices.androidVersion,
          chip: devices.chip,
          createdAt: phones.createdAt,
        })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .leftJoin(phoneConfigurations, eq(phoneConfigurations.id, phones.configurationId))
        .where(eq(phones.memberId, memberId))
        .orderBy(sql`${phones.recycledAt} is not null`, phones.expireTime, phones.id)
        .limit(limit);
    },

    orders(memberId: number, limit: number) {
      return db
        .select({
          orderNo: orders.orderNo,
          type: orders.type,
          status: orders.status,
          payChannel: orders.payChannel,
          quantity: orders.quantity,
          payPrice: orders.payPrice,
          refundPrice: orders.refundPrice,
          configurationName: orders.configurationName,
          duration: orders.duration,
          durationUnit: orders.durationUnit,
          createdAt: orders.createdAt,
          payTime: orders.payTime,
        })
        .from(orders)
        .where(eq(orders.memberId, memberId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** Grants of the member's phones (`side` owner) or to the member (`side` grantee), newest first, with the other member's phone. */
    grants(memberId: number, side: 'owner' | 'grantee', limit: number) {
      const other = alias(members, 'other');
      const [mine, theirs] =
        side === 'owner' ? [phoneAccredits.ownerId, phoneAccredits.granteeId] : [phoneAccredits.granteeId, phoneAccredits.ownerId];
      return db
        .select({
          id: phoneAccredits.id,
          phoneId: phoneAccredits.phoneId,
          owlId: phones.owlId,
          alias: phones.alias,
          memberId: other.id,
          memberPhone: other.phone,
          accreditType: phoneAccredits.accreditType,
          expireTime: phoneAccredits.expireTime,
          createdAt: phoneAccredits.createdAt,
        })
        .from(phoneAccredits)
        .innerJoin(phones, eq(phones.id, phoneAccredits.phoneId))
        .innerJoin(other, eq(other.id, theirs))
        .where(eq(mine, memberId))
        .orderBy(desc(phoneAccredits.id))
        .limit(limit);
    },

    subAccounts(memberId: number, limit: number) {
      return db
        .select({
          id: members.id,
          phone: members.phone,
          nickname: members.nickname,
          status: members.status,
          createdAt: memberPaternity.createdAt,
        })
        .from(memberPaternity)
        .innerJoin(members, eq(members.id, memberPaternity.childId))
        .where(eq(memberPaternity.parentId, memberId))
        .orderBy(desc(memberPaternity.id))
        .limit(limit);
    },

    /** The member's sign-ins (sessions), newest first. */
    logins(memberId: number, limit: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          loginType: sessions.loginType,
          revokeReason: sessions.revokeReason,
        })
        .from(sessions)
        .where(and(eq(sessions.principal, 'member'), eq(sessions.subjectId, memberId)))
        .orderBy(desc(sessions.id))
        .limit(limit);
    },

    /** The member's row, locked until the transaction ends (a status change reads, decides, writes). */
    async lock(id: number) {
      const [row] = await db.select().from(members).where(eq(members.id, id)).for('update');
      return row;
    },

    async setStatus(id: number, status: number) {
      await db
        .update(members)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(members.id, id));
    },
  };
}
export type MemberAdminRepo = ReturnType<typeof createMemberAdminRepo>;
export type ListedMember = Awaited<ReturnType<MemberAdminRepo['page']>>['rows'][number];
