import type { AdminFeedbackRow, FeedbackRow, PageResult } from '@cloudphone/contract';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
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

    async page(replied: boolean | undefined, pageNo: number, pageSize: number): Promise<PageResult<AdminFeedbackRow>> {
      const where = replied === undefined ? undefined : replied ? isNotNull(userFeedback.replyTime) : isNull(userFeedback.replyTime);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...shown, memberId: userFeedback.memberId, memberPhone: members.phone })
          .from(userFeedback)
          .innerJoin(members, eq(members.id, userFeedback.memberId))
          .where(where)
          .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(userFeedback).where(where),
      ]);
      return { list: rows.map(({ memberId, memberPhone, ...r }) => ({ ...toRow(r), memberId, memberPhone })), total: total?.n ?? 0 };
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
