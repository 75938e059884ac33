import type { AdminKeyAccountLeadRow, KeyAccountLeadRow, PageResult } from '@cloudphone/contract';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keyAccountLeads, members } from '../../db/schema.js';

const shown = {
  id: keyAccountLeads.id,
  company: keyAccountLeads.company,
  contact: keyAccountLeads.contact,
  phone: keyAccountLeads.phone,
  fleetSize: keyAccountLeads.fleetSize,
  message: keyAccountLeads.message,
  createdAt: keyAccountLeads.createdAt,
  replyContent: keyAccountLeads.replyContent,
  replyTime: keyAccountLeads.replyTime,
};
type Row = Omit<KeyAccountLeadRow, 'createTime' | 'replyTime'> & { createdAt: Date; replyTime: Date | null };
const toRow = ({ createdAt, replyTime, ...r }: Row): KeyAccountLeadRow => ({
  ...r,
  createTime: createdAt.getTime(),
  replyTime: replyTime?.getTime() ?? null,
});

/** Key-account (enterprise) leads from the prospect page, and the operator's answers. */
export function createLeadsRepo(db: DbOrTx) {
  return {
    async create(values: typeof keyAccountLeads.$inferInsert) {
      const [row] = await db.insert(keyAccountLeads).values(values).returning({ id: keyAccountLeads.id });
      return row!.id;
    },

    async latest(memberId: number): Promise<KeyAccountLeadRow | null> {
      const [row] = await db
        .select(shown)
        .from(keyAccountLeads)
        .where(eq(keyAccountLeads.memberId, memberId))
        .orderBy(desc(keyAccountLeads.id))
        .limit(1);
      return row ? toRow(row) : null;
    },

    async page(
      filter: { replied?: boolean | undefined; status?: number | undefined },
      pageNo: number,
      pageSize: number,
    ): Promise<PageResult<AdminKeyAccountLeadRow>> {
      const where = and(
        filter.replied === undefined
          ? undefined
          : filter.replied
            ? isNotNull(keyAccountLeads.replyTime)
            : isNull(keyAccountLeads.replyTime),
        filter.status === undefined ? undefined : eq(keyAccountLeads.status, filter.status),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...shown, memberId: keyAccountLeads.memberId, memberPhone: members.phone, status: keyAccountLeads.status })
          .from(keyAccountLeads)
          .innerJoin(members, eq(members.id, keyAccountLeads.memberId))
          .where(where)
          .orderBy(desc(keyAccountLeads.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(keyAccountLeads).where(where),
      ]);
      return {
        list: rows.map(({ memberId, memberPhone, status, ...r }) => ({ ...toRow(r), memberId, memberPhone, status })),
        total: total?.n ?? 0,
      };
    },

    async byId(id: number) {
      const [row] = await db.select().from(keyAccountLeads).where(eq(keyAccountLeads.id, id));
      return row;
    },

    /** Sets where the lead stands; false when there is no such lead. */
    async setStatus(id: number, status: number): Promise<boolean> {
      const rows = await db.update(keyAccountLeads).set({ status }).where(eq(keyAccountLeads.id, id)).returning({ id: keyAccountLeads.id });
      return rows.length === 1;
    },

    /** Stores the answer (a second one replaces the first); the lead's member and company, or undefined when there is none. */
    async reply(id: number, content: string, operatorId: number, at: Date) {
      const [row] = await db
        .update(keyAccountLeads)
        .set({ replyContent: content, replyTime: at, repliedBy: operatorId })
        .where(eq(keyAccountLeads.id, id))
        .returning({ memberId: keyAccountLeads.memberId, company: keyAccountLeads.company });
      return row;
    },
  };
}
