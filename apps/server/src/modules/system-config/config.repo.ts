import type { ConfigRow, PageResult } from '@cloudphone/contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { systemConfigs } from '../../db/schema.js';

/** LIKE's own characters in a filter are matched as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toRow = (r: typeof systemConfigs.$inferSelect): ConfigRow => ({
  configId: r.id,
  configName: r.configName,
  configKey: r.configKey,
  configValue: r.configValue,
  configType: r.configType === 'Y' ? 'Y' : 'N',
  remark: r.remark,
  createTime: r.createdAt.getTime(),
  updateTime: r.updatedAt.getTime(),
});

export interface ConfigFilter {
  configName?: string | undefined;
  configKey?: string | undefined;
  configType?: 'Y' | 'N' | undefined;
}
export type ConfigValues = Pick<typeof systemConfigs.$inferInsert, 'configName' | 'configKey' | 'configValue' | 'configType' | 'remark'>;

/** RuoYi's parameter settings (sys_config): key/value pairs. */
export function createConfigRepo(db: DbOrTx) {
  const where = (f: ConfigFilter) =>
    and(
      f.configName ? ilike(systemConfigs.configName, contains(f.configName)) : undefined,
      f.configKey ? ilike(systemConfigs.configKey, contains(f.configKey)) : undefined,
      f.configType ? eq(systemConfigs.configType, f.configType) : undefined,
    );
  return {
    async page(filter: ConfigFilter, pageNo: number, pageSize: number): Promise<PageResult<ConfigRow>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(systemConfigs)
          .where(where(filter))
          .orderBy(asc(systemConfigs.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(systemConfigs).where(where(filter)),
      ]);
      return { list: rows.map(toRow), total: total?.n ?? 0 };
    },
    /** Every row the filter selects, in the list's order (the export). */
    async all(filter: ConfigFilter) {
      return (await db.select().from(systemConfigs).where(where(filter)).orderBy(asc(systemConfigs.id))).map(toRow);
    },
    async find(id: number) {
      const [row] = await db.select().from(systemConfigs).where(eq(systemConfigs.id, id));
      return row && toRow(row);
    },
    /** The row locked until the transaction ends (to change or delete it). */
    async lock(id: number) {
      const [row] = await db.select().from(systemConfigs).where(eq(systemConfigs.id, id)).for('update');
      return row && toRow(row);
    },
    async valueOf(key: string): Promise<string | null> {
      const [row] = await db.select({ value: systemConfigs.configValue }).from(systemConfigs).where(eq(systemConfigs.configKey, key));
      return row?.value ?? null;
    },
    async insert(values: ConfigValues) {
      const [row] = await db.insert(systemConfigs).values(values).returning({ id: systemConfigs.id });
      return row!.id;
    },
    async update(id: number, values: ConfigValues, now: Date) {
      await db
        .update(systemConfigs)
        .set({ ...values, updatedAt: now })
        .where(eq(systemConfigs.id, id));
    },
    async remove(id: number) {
      await db.delete(systemConfigs).where(eq(systemConfigs.id, id));
    },
  };
}
export type ConfigRepo = ReturnType<typeof createConfigRepo>;
