import type { NotifyMessage, PageResult } from '@cloudphone/contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, notifyMessages } from '../../db/schema.js';

/** LIKE's own characters in a member's search are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const shown = {
  id: notifyMessages.id,
  title: notifyMessages.title,
  type: notifyMessages.type,
  content: notifyMessages.content,
  readAt: notifyMessages.readAt,
  createdAt: notifyMessages.createdAt,
};
type Row = { id: number; title: string; type: number; content: string; readAt: Date | null; createdAt: Date };
const toMessage = (r: Row): NotifyMessage => ({
  id: r.id,
  title: r.title,
  type: r.type,
  content: r.content,
  readStatus: r.readAt !== null,
  createTime: r.createdAt.getTime(),
});

export interface NewMessage {
  type: number;
  title: string;
  content: string;
  /** The operator's notice this is a copy of (system_notices). */
  noticeId?: number | null;
}

export function createNoticesRepo(db: DbOrTx) {
  const own = (memberId: number, ids: number[]) => and(eq(notifyMessages.memberId, memberId), inArray(notifyMessages.id, ids));
  return {
    async unreadCount(memberId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(notifyMessages)
        .where(and(eq(notifyMessages.memberId, memberId), isNull(notifyMessages.readAt)));
      return row?.n ?? 0;
    },
    async sendToMember(values: NewMessage & { memberId: number; createdAt: Date }) {
      await db.insert(notifyMessages).values(values);
    },
    /** One message per member, in one statement. */
    async sendToMembers(values: Array<NewMessage & { memberId: number }>, createdAt: Date) {
      if (values.length) await db.insert(notifyMessages).values(values.map((v) => ({ ...v, createdAt })));
    },
    /** One row per active member (not disabled, account not deleted), in one statement, however many members there are. */
    async sendToAll(values: NewMessage & { createdAt: Date }) {
      const result = await db.execute(sql`
        INSERT INTO ${notifyMessages} (member_id, type, title, content, created_at, notice_id)
        SELECT ${members.id}, ${values.type}, ${values.title}, ${values.content}, ${values.createdAt}, ${values.noticeId ?? null}::bigint
        FROM ${members} WHERE ${members.status} = 0 AND ${members.deletedAt} IS NULL`);
      return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    },

    /** The member's messages, newest first. */
    async page(
      memberId: number,
      filter: { title?: string | undefined; readStatus?: boolean | undefined },
      pageNo: number,
      pageSize: number,
    ): Promise<PageResult<NotifyMessage>> {
      const where = and(
        eq(notifyMessages.memberId, memberId),
        filter.title ? ilike(notifyMessages.title, `%${escapeLike(filter.title)}%`) : undefined,
        filter.readStatus === undefined ? undefined : filter.readStatus ? isNotNull(notifyMessages.readAt) : isNull(notifyMessages.readAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(shown)
          .from(notifyMessages)
          .where(where)
          .orderBy(desc(notifyMessages.createdAt), desc(notifyMessages.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(notifyMessages).where(where),
      ]);
      return { list: rows.map(toMessage), total: total?.n ?? 0 };
    },

    /** One of the member's messages, or undefined (another member's is as good as missing). */
    async findOwn(memberId: number, id: number) {
      const [row] = await db
        .select(shown)
        .from(notifyMessages)
        .where(own(memberId, [id]));
      return row && toMessage(row);
    },

    /** Marks it read if it was not; true when it changed (the unread count moved). */
    async markOneRead(memberId: number, id: number, at: Date) {
      const changed = await db
        .update(notifyMessages)
        .set({ readAt: at })
        .where(and(own(memberId, [id]), isNull(notifyMessages.readAt)))
        .returning({ id: notifyMessages.id });
      return changed.length > 0;
    },

    /** Which of these ids are the member's, locked until the transaction ends (call inside one). */
    async lockOwn(memberId: number, ids: number[]) {
      const rows = await db.select({ id: notifyMessages.id }).from(notifyMessages).where(own(memberId, ids)).for('update');
      return rows.map((r) => r.id);
    },

    /** Marks the member's unread ones among `ids` read; answers how many changed. */
    async markRead(memberId: number, ids: number[], at: Date) {
      const changed = await db
        .update(notifyMessages)
        .set({ readAt: at })
        .where(and(own(memberId, ids), isNull(notifyMessages.readAt)))
        .returning({ id: notifyMessages.id });
      return changed.length;
    },

    async markAllRead(memberId: number, at: Date) {
      const changed = await db
        .update(notifyMessages)
        .set({ readAt: at })
        .where(and(eq(notifyMessages.memberId, memberId), isNull(notifyMessages.readAt)))
        .returning({ id: notifyMessages.id });
      return changed.length;
    },

    /** Deletes the member's among `ids`: how many went, and how many of those were unread. */
    async remove(memberId: number, ids: number[]) {
      const gone = await db.delete(notifyMessages).where(own(memberId, ids)).returning({ readAt: notifyMessages.readAt });
      return { removed: gone.length, unread: gone.filter((r) => r.readAt === null).length };
    },
  };
}
export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
