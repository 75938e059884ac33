import type { NoticeRecord, PageResult } from '@cloudphone/contract';
import { aliasedTable, and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, notifyMessages, operators, systemNotices } from '../../db/schema.js';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const creator = aliasedTable(operators, 'creator');
const editor = aliasedTable(operators, 'editor');
const shown = {
  id: systemNotices.id,
  title: systemNotices.title,
  type: systemNotices.type,
  content: systemNotices.content,
  audience: systemNotices.audience,
  recipients: systemNotices.recipients,
  createdBy: creator.username,
  createdAt: systemNotices.createdAt,
  updatedBy: editor.username,
  updatedAt: systemNotices.updatedAt,
};
interface Row {
  id: number;
  title: string;
  type: number;
  content: string;
  audience: number;
  recipients: number;
  createdBy: string | null;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date;
}
const toRecord = (r: Row): NoticeRecord => ({
  noticeId: r.id,
  noticeTitle: r.title,
  noticeType: r.type,
  noticeContent: r.content,
  audience: r.audience,
  recipients: r.recipients,
  createBy: r.createdBy,
  createTime: r.createdAt.getTime(),
  updateBy: r.updatedBy,
  updateTime: r.updatedAt.getTime(),
});

export interface NoticeValues {
  title: string;
  type: number;
  content: string;
}

/** The notices operators sent (system_notices) and what ties members' copies to them. */
export function createNoticeRecordsRepo(db: DbOrTx) {
  const withNames = () =>
    db
      .select(shown)
      .from(systemNotices)
      .leftJoin(creator, eq(creator.id, systemNotices.createdBy))
      .leftJoin(editor, eq(editor.id, systemNotices.updatedBy));

  return {
    async insert(values: NoticeValues & { audience: number; by: number | null; at: Date }) {
      const [row] = await db
        .insert(systemNotices)
        .values({
          title: values.title,
          type: values.type,
          content: values.content,
          audience: values.audience,
          createdBy: values.by,
          updatedBy: values.by,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning({ id: systemNotices.id });
      return row!.id;
    },
    async setRecipients(id: number, recipients: number) {
      await db.update(systemNotices).set({ recipients }).where(eq(systemNotices.id, id));
    },

    async page(
      filter: { title?: string | undefined; type?: number | undefined },
      pageNo: number,
      pageSize: number,
    ): Promise<PageResult<NoticeRecord>> {
      const where = and(
        filter.title ? ilike(systemNotices.title, contains(filter.title)) : undefined,
        filter.type ? eq(systemNotices.type, filter.type) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(systemNotices.createdAt), desc(systemNotices.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(systemNotices).where(where),
      ]);
      return { list: rows.map(toRecord), total: total?.n ?? 0 };
    },
    async find(id: number) {
      const [row] = await withNames().where(eq(systemNotices.id, id));
      return row && toRecord(row);
    },
    /** Locks the notice until the transaction ends (two edits at once apply one after the other). */
    async lock(id: number) {
      const [row] = await db.select({ id: systemNotices.id }).from(systemNotices).where(eq(systemNotices.id, id)).for('update');
      return row !== undefined;
    },
    /** Edits the notice and every member's copy of it; answers how many copies changed. */
    async update(id: number, values: NoticeValues & { by: number; at: Date }) {
      const { title, type, content } = values;
      await db
        .update(systemNotices)
        .set({ title, type, content, updatedBy: values.by, updatedAt: values.at })
        .where(eq(systemNotices.id, id));
      const copies = await db
        .update(notifyMessages)
        .set({ title, type, content })
        .where(eq(notifyMessages.noticeId, id))
        .returning({ id: notifyMessages.id });
      return copies.length;
    },

    /** Which of these members may get messages: they exist, are not disabled and have not deleted their account. */
    async activeMembers(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(inArray(members.id, ids), eq(members.status, 0), isNull(members.deletedAt)));
      return rows.map((r) => r.id);
    },
  };
}
export type NoticeRecordsRepo = ReturnType<typeof createNoticeRecordsRepo>;
