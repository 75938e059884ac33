import type { DictDataRow, DictTypeRow, PageResult } from '@cloudphone/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dictData, dictTypes } from '../../db/schema.js';

/** LIKE's own characters in a filter are matched as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const typeRow = (r: typeof dictTypes.$inferSelect): DictTypeRow => ({
  dictId: r.id,
  dictName: r.dictName,
  dictType: r.dictType,
  status: r.status,
  remark: r.remark,
  createTime: r.createdAt.getTime(),
});

const dataRow = (r: typeof dictData.$inferSelect): DictDataRow => ({
  dictCode: r.id,
  dictSort: r.dictSort,
  dictLabel: r.labelZh,
  dictLabelEn: r.labelEn,
  dictValue: r.dictValue,
  dictType: r.dictType,
  cssClass: r.cssClass,
  listClass: r.listClass,
  status: r.status,
  remark: r.remark,
  createTime: r.createdAt.getTime(),
});

export interface DictTypeFilter {
  dictName?: string | undefined;
  dictType?: string | undefined;
  status?: number | undefined;
}
export interface DictDataFilter {
  dictType?: string | undefined;
  dictLabel?: string | undefined;
  status?: number | undefined;
}
export type DictTypeValues = Pick<typeof dictTypes.$inferInsert, 'dictName' | 'dictType' | 'status' | 'remark'>;
export type DictDataValues = Pick<
  typeof dictData.$inferInsert,
  'dictType' | 'dictValue' | 'labelZh' | 'labelEn' | 'dictSort' | 'listClass' | 'cssClass' | 'status' | 'remark'
>;

/** Dictionary types and entries (RuoYi's sys_dict_type and sys_dict_data). */
export function createDictRepo(db: DbOrTx) {
  const typeWhere = (f: DictTypeFilter) =>
    and(
      f.dictName ? ilike(dictTypes.dictName, contains(f.dictName)) : undefined,
      f.dictType ? ilike(dictTypes.dictType, contains(f.dictType)) : undefined,
      f.status === undefined ? undefined : eq(dictTypes.status, f.status),
    );
  const dataWhere = (f: DictDataFilter): SQL | undefined =>
    and(
      f.dictType ? eq(dictData.dictType, f.dictType) : undefined,
      f.dictLabel ? or(ilike(dictData.labelZh, contains(f.dictLabel)), ilike(dictData.labelEn, contains(f.dictLabel))) : undefined,
      f.status === undefined ? undefined : eq(dictData.status, f.status),
    );
  const dataOrder = [asc(dictData.dictType), asc(dictData.dictSort), asc(dictData.id)];

  return {
    async typePage(filter: DictTypeFilter, pageNo: number, pageSize: number): Promise<PageResult<DictTypeRow>> {
      const where = typeWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(dictTypes)
          .where(where)
          .orderBy(asc(dictTypes.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(dictTypes).where(where),
      ]);
      return { list: rows.map(typeRow), total: total?.n ?? 0 };
    },
    async allTypes() {
      return (await db.select().from(dictTypes).orderBy(asc(dictTypes.id))).map(typeRow);
    },
    async findType(id: number) {
      const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id));
      return row && typeRow(row);
    },
    /** The type row, locked until the transaction ends: FOR UPDATE to change or delete it, FOR SHARE to add entries to it. */
    async lockType(by: { id: number } | { dictType: string }, mode: 'update' | 'share') {
      const [row] = await db
        .select()
        .from(dictTypes)
        .where('id' in by ? eq(dictTypes.id, by.id) : eq(dictTypes.dictType, by.dictType))
        .for(mode);
      return row && typeRow(row);
    },
    async insertType(values: DictTypeValues) {
      const [row] = await db.insert(dictTypes).values(values).returning({ id: dictTypes.id });
      return row!.id;
    },
    async updateType(id: number, values: DictTypeValues, now: Date) {
      await db
        .update(dictTypes)
        .set({ ...values, updatedAt: now })
        .where(eq(dictTypes.id, id));
    },
    async deleteType(id: number) {
      await db.delete(dictTypes).where(eq(dictTypes.id, id));
    },
    /** Moves every entry of a type to its new name (the type was renamed). */
    async renameEntries(from: string, to: string) {
      await db.update(dictData).set({ dictType: to }).where(eq(dictData.dictType, from));
    },
    async countEntries(dictType: string) {
      const [row] = await db.select({ n: count() }).from(dictData).where(eq(dictData.dictType, dictType));
      return row?.n ?? 0;
    },

    async dataPage(filter: DictDataFilter, pageNo: number, pageSize: number): Promise<PageResult<DictDataRow>> {
      const where = dataWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(dictData)
          .where(where)
          .orderBy(...dataOrder)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(dictData).where(where),
      ]);
      return { list: rows.map(dataRow), total: total?.n ?? 0 };
    },
    /** Every entry the filter selects, in the list's order (the export). */
    async dataAll(filter: DictDataFilter) {
      return (
        await db
          .select()
          .from(dictData)
          .where(dataWhere(filter))
          .orderBy(...dataOrder)
      ).map(dataRow);
    },
    /** One type's enabled entries, in their order. */
    async enabledOfType(dictType: string) {
      const rows = await db
        .select()
        .from(dictData)
        .where(and(eq(dictData.dictType, dictType), eq(dictData.status, 0)))
        .orderBy(asc(dictData.dictSort), asc(dictData.id));
      return rows.map(dataRow);
    },
    async findData(id: number) {
      const [row] = await db.select().from(dictData).where(eq(dictData.id, id));
      return row && dataRow(row);
    },
    async insertData(values: DictDataValues) {
      const [row] = await db.insert(dictData).values(values).returning({ id: dictData.id });
      return row!.id;
    },
    /** False when there is no such entry. */
    async updateData(id: number, values: DictDataValues) {
      const changed = await db.update(dictData).set(values).where(eq(dictData.id, id)).returning({ id: dictData.id });
      return changed.length > 0;
    },
    async deleteData(id: number) {
      const gone = await db.delete(dictData).where(eq(dictData.id, id)).returning({ id: dictData.id });
      return gone.length > 0;
    },
  };
}
export type DictRepo = ReturnType<typeof createDictRepo>;
