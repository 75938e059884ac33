import type { AdminPopupNotice, PopupNotice } from '@cloudphone/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { popupNotices } from '../../db/schema.js';

type Row = typeof popupNotices.$inferSelect;
export type PopupNoticeValues = Omit<typeof popupNotices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const toNotice = (r: Row): PopupNotice => ({
  id: r.id,
  title: r.title,
  content: r.content,
  contentType: r.contentType,
  popFrequency: r.popFrequency,
  popPriority: r.popPriority,
  msgType: r.msgType,
  status: r.status,
});

const toAdminNotice = (r: Row): AdminPopupNotice => ({
  ...toNotice(r),
  startTime: r.startTime?.getTime() ?? null,
  endTime: r.endTime?.getTime() ?? null,
  createTime: r.createdAt.getTime(),
});

/** `%` and `_` in an operator's search text are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createPopupsRepo(db: Db) {
  async function page(where: SQL | undefined, order: SQL[], pageNo: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(popupNotices)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(popupNotices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** Enabled notices of the given message types whose display window contains `at`, by priority then id. */
    async listShowable({ at, msgTypes, pageNo, pageSize }: { at: Date; msgTypes: number[]; pageNo: number; pageSize: number }) {
      const where = and(
        eq(popupNotices.status, 0),
        inArray(popupNotices.msgType, msgTypes),
        or(isNull(popupNotices.startTime), lte(popupNotices.startTime, at)),
        or(isNull(popupNotices.endTime), gt(popupNotices.endTime, at)),
      );
      const { rows, total } = await page(where, [asc(popupNotices.popPriority), asc(popupNotices.id)], pageNo, pageSize);
      return { list: rows.map(toNotice), total };
    },

    /** Every notice for the operator console, newest first. */
    async listAll(filter: {
      pageNo: number;
      pageSize: number;
      title?: string | undefined;
      msgType?: number | undefined;
      status?: number | undefined;
    }) {
      const where = and(
        filter.title ? ilike(popupNotices.title, `%${escapeLike(filter.title)}%`) : undefined,
        filter.msgType !== undefined ? eq(popupNotices.msgType, filter.msgType) : undefined,
        filter.status !== undefined ? eq(popupNotices.status, filter.status) : undefined,
      );
      const { rows, total } = await page(where, [desc(popupNotices.id)], filter.pageNo, filter.pageSize);
      return { list: rows.map(toAdminNotice), total };
    },

    async create(values: PopupNoticeValues, now: Date) {
      const [row] = await db
        .insert(popupNotices)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: popupNotices.id });
      return row!.id;
    },

    /** False when there is no such notice. */
    async update(id: number, values: PopupNoticeValues, now: Date) {
      const rows = await db
        .update(popupNotices)
        .set({ ...values, updatedAt: now })
        .where(eq(popupNotices.id, id))
        .returning({ id: popupNotices.id });
      return rows.length > 0;
    },

    /** False when there is no such notice. */
    async remove(id: number) {
      const rows = await db.delete(popupNotices).where(eq(popupNotices.id, id)).returning({ id: popupNotices.id });
      return rows.length > 0;
    },
  };
}
export type PopupsRepo = ReturnType<typeof createPopupsRepo>;
