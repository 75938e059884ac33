import type { AdminFeedbackRow, FeedbackRow, PageResult } from '@cloudphone/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, userFeedback } from '../../db/schema.js';

const shown = {
  id: userFeedback.id,
  feedbackTitle: userFeedback.title,
  feedbackContent: userFeedback.content,
  createdAt: userFeedback.createdAt,
  replyContent: userFeedback.replyContent,
  replyTime: userFeedback.replyTime,
};
type Row = {
  id: number;
  feedbackTitle: string;
  feedbackContent: string;
  createdAt: Date;
  replyContent: string | null;
  replyTime: Date | null;
};
const toRow = ({ createdAt, replyTime, ...r }: Row): FeedbackRow => ({
  ...r,
  createTime: createdAt.getTime(),
  replyTime: replyTime?.getTime() ?? null,
});

const adminShown = {
  ...shown,
  memberId: userFeedback.memberId,
  memberPhone: members.phone,
  readAt: userFeedback.readAt,
  closedAt: userFeedback.closedAt,
};
const toAdminRow = ({
  memberId,
  memberPhone,
  readAt,
  closedAt,
  ...r
}: Row & { memberId: number; memberPhone: string; readAt: Date | null; closedAt: Date | null }): AdminFeedbackRow => ({
  ...toRow(r),
  memberId,
  memberPhone,
  read: readAt !== null,
  closed: closedAt !== null,
});

/** Members' feedback (sent through the shell's feedback dialog) and the operator's replies. */
export function createFeedbackRepo(db: DbOrTx) {
  return {
    async mine(memberId: number, pageNo: number, pageSize: number): Promise<PageResult<FeedbackRow>> {
      const where = eq(userFeedback.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select(shown)
          .from(userFeedback)
          .where(where)
          .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(userFeedback).where(where),
      ]);
      return { list: rows.map(toRow), total: total?.n ?? 0 };
    },

    async page(
      filter: { replied?: boolean | undefined; closed?: boolean | undefined },
      pageNo: number,
      pageSize: number,
    ): Promise<PageResult<AdminFeedbackRow>> {
      const where = and(
        filter.replied === undefined ? undefined : filter.replied ? isNotNull(userFeedback.replyTime) : isNull(userFeedback.replyTime),
        filter.closed === undefined ? undefined : filter.closed ? isNotNull(userFeedback.closedAt) : isNull(userFeedback.closedAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(adminShown)
          .from(userFeedback)
          .innerJoin(members, eq(members.id, userFeedback.memberId))
          .where(where)
          .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(userFeedback).where(where),
      ]);
      return { list: rows.map(toAdminRow), total: total?.n ?? 0 };
    },

    /** One feedback as the operator sees it, marked read the first time (read_at keeps the first opening). */
    async openOne(id: number, at: Date): Promise<AdminFeedbackRow | undefined> {
      await db
        .update(userFeedback)
        .set({ readAt: sql`coalesce(${userFeedback.readAt}, ${at})` })
        .where(eq(userFeedback.id, id));
      const [row] = await db
        .select(adminShown)
        .from(userFeedback)
        .innerJoin(members, eq(members.id, userFeedback.memberId))
        .where(eq(userFeedback.id, id));
      return row ? toAdminRow(row) : undefined;
    },

    async byId(id: number) {
      const [row] = await db.select().from(userFeedback).where(eq(userFeedback.id, id));
      return row;
    },

    /** Closes it (closing again keeps the first time); false when there is no such feedback. */
    async close(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userFeedback)
        .set({ closedAt: sql`coalesce(${userFeedback.closedAt}, ${at})` })
        .where(eq(userFeedback.id, id))
        .returning({ id: userFeedback.id });
      return rows.length === 1;
    },

    /** Stores the reply (a second one replaces the first); the feedback's member and title, or undefined when there is none. */
    async reply(id: number, content: string, operatorId: number, at: Date) {
      const [row] = await db
        .update(userFeedback)
        .set({ replyContent: content, replyTime: at, repliedBy: operatorId })
        .where(eq(userFeedback.id, id))
        .returning({ memberId: userFeedback.memberId, title: userFeedback.title });
      return row;
    },
  };
}
