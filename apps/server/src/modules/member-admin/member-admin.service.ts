import {
  MEMBER_ADMIN_STATUS,
  MEMBER_DETAIL_LIST_MAX,
  MEMBER_DETAIL_RECENT,
  type AdminMemberDetail,
  type AdminMemberFilter,
  type AdminMemberOrder,
  type AdminMemberRow,
  type DurationUnit,
  type OrderStatus,
  type OrderType,
  type PayChannel,
} from '@cloudphone/contract';
import type { CsvCell } from '../account/csv.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createMembersRepo } from '../member/members.repo.js';
import { keysetPages } from './csv-download.js';
import { createMemberAdminRepo, type ListedMember } from './member-admin.repo.js';

const toRow = ({ createdAt, deletedAt, ...m }: ListedMember): AdminMemberRow => ({
  ...m,
  createTime: createdAt.getTime(),
  deleted: deletedAt !== null,
});

export const MEMBER_EXPORT_HEADER = [
  'id',
  'phone',
  'nickname',
  'email',
  'status',
  'channel_code',
  'point',
  'phone_count',
  'create_time',
  'deleted',
];

/**
 * The operator's side of member accounts (issue 19). Disabling a member, or setting their
 * password, ends every session they have at once (revoked in the database, forgotten by every
 * node's cache, sockets closed over the bus); a disabled member's sign-in answers MEMBER_DISABLED.
 */
export function createMemberAdminService({ db, sessions, passwords }: { db: Db; sessions: SessionService; passwords: Passwords }) {
  const repo = createMemberAdminRepo(db);

  async function live(id: number) {
    const member = await repo.byId(id);
    if (!member) throw new AppError('MEMBER_ADMIN_NOT_FOUND');
    if (member.deletedAt || member.status === MEMBER_ADMIN_STATUS.deleted) throw new AppError('MEMBER_ADMIN_DELETED');
    return member;
  }

  return {
    async page(filter: AdminMemberFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.page(filter, pageNo, pageSize);
      return { list: rows.map(toRow), total };
    },

    async detail(id: number): Promise<AdminMemberDetail> {
      const [listed, member] = await Promise.all([repo.listed(id), repo.byId(id)]);
      if (!listed || !member) throw new AppError('MEMBER_ADMIN_NOT_FOUND');
      const [owner, phones, orders, given, received, subAccounts, logins] = await Promise.all([
        repo.owner(id),
        repo.phones(id, MEMBER_DETAIL_LIST_MAX),
        repo.orders(id, MEMBER_DETAIL_RECENT),
        repo.grants(id, 'owner', MEMBER_DETAIL_LIST_MAX),
        repo.grants(id, 'grantee', MEMBER_DETAIL_LIST_MAX),
        repo.subAccounts(id, MEMBER_DETAIL_LIST_MAX),
        repo.logins(id, MEMBER_DETAIL_RECENT),
      ]);
      const grant = ({ createdAt, expireTime, ...g }: (typeof given)[number]) => ({
        ...g,
        expireTime: expireTime.getTime(),
        createTime: createdAt.getTime(),
      });
      return {
        member: {
          ...toRow(listed),
          gender: member.gender,
          birthday: member.birthday,
          location: member.location,
          introduction: member.introduction,
          locale: member.locale,
          updateTime: member.updatedAt.getTime(),
          ownerId: owner?.id ?? null,
          ownerPhone: owner?.phone ?? null,
        },
        phones: phones.map(({ expireTime, recycledAt, createdAt, ...p }) => ({
          ...p,
          expireTime: expireTime.getTime(),
          recycled: recycledAt !== null,
          createTime: createdAt.getTime(),
        })),
        orders: orders.map(({ createdAt, payTime, ...o }): AdminMemberOrder => ({
          ...o,
          type: o.type as OrderType,
          status: o.status as OrderStatus,
          payChannel: o.payChannel as PayChannel,
          durationUnit: o.durationUnit as DurationUnit,
          createTime: createdAt.getTime(),
          payTime: payTime?.getTime() ?? null,
        })),
        grantsGiven: given.map(grant),
        grantsReceived: received.map(grant),
        subAccounts: subAccounts.map(({ createdAt, ...s }) => ({ ...s, createTime: createdAt.getTime() })),
        logins: logins.map(({ createdAt, ...l }) => ({ ...l, createTime: createdAt.getTime() })),
      };
    },

    /**
     * 1 disables (an owner's disable becomes the operator's, which the owner cannot lift), 0
     * enables what an operator disabled; an owner's disable stays the owner's to lift. Answers
     * the member as it was, for the audit log. Sessions end after the commit, whatever the status
     * was, so a repeated disable still signs the member out everywhere.
     */
    async updateStatus(id: number, status: number) {
      const before = await db.transaction(async (tx) => {
        const members = createMemberAdminRepo(tx);
        const row = await members.lock(id);
        if (!row) throw new AppError('MEMBER_ADMIN_NOT_FOUND');
        if (row.deletedAt || row.status === MEMBER_ADMIN_STATUS.deleted) throw new AppError('MEMBER_ADMIN_DELETED');
        if (status === MEMBER_ADMIN_STATUS.normal && row.status === MEMBER_ADMIN_STATUS.disabledByOwner)
          throw new AppError('MEMBER_ADMIN_OWNER_DISABLED');
        if (row.status !== status) await members.setStatus(id, status);
        return row;
      });
      if (status === MEMBER_ADMIN_STATUS.disabled) await sessions.revokeAll('member', id, 'disabled');
      return before;
    },

    /** Sets the password (already checked against the members' rule) and ends every session of the member. */
    async resetPassword(id: number, password: string) {
      const before = await live(id);
      await createMembersRepo(db).setPassword(id, await passwords.hash(password));
      await sessions.revokeAll('member', id, 'password-reset');
      return before;
    },

    /** The export's rows, newest first, a page at a time. */
    async *exportRows(filter: AdminMemberFilter): AsyncGenerator<CsvCell[]> {
      for await (const m of keysetPages((after, limit) => repo.exportPage(filter, after, limit)))
        yield [
          m.id,
          m.phone,
          m.nickname,
          m.email,
          m.status,
          m.channelCode,
          m.point,
          m.phoneCount,
          m.createdAt.toISOString(),
          m.deletedAt ? 'yes' : 'no',
        ];
    },
  };
}
export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
