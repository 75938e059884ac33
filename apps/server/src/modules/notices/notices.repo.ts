import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, notifyMessages } from '../../db/schema.js';

export function createNoticesRepo(db: Db) {
  return {
    async unreadCount(memberId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(notifyMessages)
        .where(and(eq(notifyMessages.memberId, memberId), isNull(notifyMessages.readAt)));
      return row?.n ?? 0;
    },
    async sendToMember(values: { memberId: number; type: number; title: string; content: string; createdAt: Date }) {
      await db.insert(notifyMessages).values(values);
    },
    /** One row per active member, in one statement, however many members there are. */
    async sendToAll(values: { type: number; title: string; content: string; createdAt: Date }) {
      const result = await db.execute(sql`
        INSERT INTO ${notifyMessages} (member_id, type, title, content, created_at)
        SELECT ${members.id}, ${values.type}, ${values.title}, ${values.content}, ${values.createdAt}
        FROM ${members} WHERE ${members.status} = 0`);
      return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    },
  };
}
export type NoticesRepo = ReturnType<typeof createNoticesRepo>;
