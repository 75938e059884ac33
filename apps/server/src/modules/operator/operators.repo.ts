import type { OperatorRow as OperatorView } from '@cloudphone/contract';
import { and, asc, count, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operators } from '../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorInsert = typeof operators.$inferInsert;
/** What an operator form changes (PUT and an import's update). */
export type OperatorProfile = Pick<OperatorInsert, 'username' | 'nickname' | 'roles' | 'email' | 'mobile' | 'remark'>;

export interface OperatorFilter {
  userName?: string | undefined;
  status?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const whereOf = (filter: OperatorFilter): SQL | undefined =>
  and(
    filter.userName ? ilike(operators.username, `%${escapeLike(filter.userName)}%`) : undefined,
    filter.status === undefined ? undefined : eq(operators.status, filter.status),
  );

/** An operator as the console shows it (RuoYi's field names); never the password hash. */
export const toView = (row: OperatorRow): OperatorView => ({
  userId: row.id,
  userName: row.username,
  nickName: row.nickname,
  status: row.status,
  roles: row.roles,
  email: row.email,
  mobile: row.mobile,
  remark: row.remark,
  loginIp: row.lastLoginIp,
  loginDate: row.lastLoginAt?.getTime() ?? null,
  createTime: row.createdAt.getTime(),
});

export function createOperatorsRepo(db: DbOrTx) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row;
    },
    async findByUsername(username: string) {
      const [row] = await db.select().from(operators).where(eq(operators.username, username));
      return row;
    },
    async findByUsernames(usernames: string[]) {
      if (!usernames.length) return [];
      return db.select().from(operators).where(inArray(operators.username, usernames));
    },
    /** Inserts; undefined when the user name is taken. */
    async create(values: OperatorInsert) {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },

    async page(filter: OperatorFilter, pageNo: number, pageSize: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operators)
          .where(where)
          .orderBy(asc(operators.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(operators).where(where),
      ]);
      return { list: rows.map(toView), total: total?.n ?? 0 };
    },

    /** Every operator the filter matches, by id, read a page at a time (the export). */
    async *each(filter: OperatorFilter, batch = 500): AsyncGenerator<OperatorView> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(operators)
          .where(and(whereOf(filter), gt(operators.id, after)))
          .orderBy(asc(operators.id))
          .limit(batch);
        for (const row of rows) yield toView(row);
        if (rows.length < batch) return;
        after = rows.at(-1)!.id;
      }
    },

    /** The row as it was before the change, or undefined when there is none. */
    async lockById(id: number) {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
      return row;
    },
    async update(id: number, values: Partial<OperatorInsert>, now: Date) {
      const rows = await db
        .update(operators)
        .set({ ...values, updatedAt: now })
        .where(eq(operators.id, id))
        .returning({ id: operators.id });
      return rows.length > 0;
    },
    async remove(id: number) {
      const rows = await db.delete(operators).where(eq(operators.id, id)).returning({ id: operators.id });
      return rows.length > 0;
    },
    /** The database's time, like `created_at`: the sign-in service has no clock of its own. */
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    },
    async recordLogin(id: number, ip: string | undefined) {
      await db
        .update(operators)
        .set({ lastLoginAt: sql`now()`, lastLoginIp: ip?.slice(0, 64) ?? null })
        .where(eq(operators.id, id));
    },
  };
}
export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
