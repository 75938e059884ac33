import type { OperateLogRow } from '@cloudphone/contract';
import { and, count, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operateLogs } from '../../db/schema.js';

export type OperateLogInsert = typeof operateLogs.$inferInsert;

export interface OperateLogFilter {
  userName?: string | undefined;
  path?: string | undefined;
  method?: string | undefined;
  /** Epoch ms, inclusive. */
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const whereOf = (f: OperateLogFilter): SQL | undefined =>
  and(
    f.userName ? ilike(operateLogs.userName, `%${escapeLike(f.userName)}%`) : undefined,
    f.path ? ilike(operateLogs.path, `%${escapeLike(f.path)}%`) : undefined,
    f.method ? eq(operateLogs.method, f.method) : undefined,
    f.beginTime === undefined ? undefined : gte(operateLogs.createdAt, new Date(f.beginTime)),
    f.endTime === undefined ? undefined : lte(operateLogs.createdAt, new Date(f.endTime)),
  );

const shown = {
  id: operateLogs.id,
  userName: operateLogs.userName,
  method: operateLogs.method,
  path: operateLogs.path,
  before: operateLogs.before,
  after: operateLogs.after,
  ip: operateLogs.ip,
  createdAt: operateLogs.createdAt,
};
const toRow = ({ createdAt, ...row }: { createdAt: Date } & Omit<OperateLogRow, 'createTime'>): OperateLogRow => ({
  ...row,
  createTime: createdAt.getTime(),
});
/** Ids follow the order entries were written in: newest first by id, which the export can page by. */
const newestFirst = desc(operateLogs.id);

export function createOperateLogsRepo(db: DbOrTx) {
  return {
    async insert(values: OperateLogInsert) {
      await db.insert(operateLogs).values(values);
    },

    async page(filter: OperateLogFilter, pageNo: number, pageSize: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(shown)
          .from(operateLogs)
          .where(where)
          .orderBy(newestFirst)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(operateLogs).where(where),
      ]);
      return { list: rows.map(toRow), total: total?.n ?? 0 };
    },

    /** Every entry the filter matches, newest first, read a page at a time below the last id seen (the export). */
    async *each(filter: OperateLogFilter, batch = 500): AsyncGenerator<OperateLogRow> {
      let below: number | undefined;
      for (;;) {
        const rows = await db
          .select(shown)
          .from(operateLogs)
          .where(and(whereOf(filter), below === undefined ? undefined : lt(operateLogs.id, below)))
          .orderBy(newestFirst)
          .limit(batch);
        for (const row of rows) yield toRow(row);
        if (rows.length < batch) return;
        below = rows.at(-1)!.id;
      }
    },
  };
}
export type OperateLogsRepo = ReturnType<typeof createOperateLogsRepo>;
