import type { DictDataInputSchema, DictDataUpdateSchema, DictTypeInputSchema, DictTypeUpdateSchema, ErrorName } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createDictRepo, type DictDataFilter, type DictDataValues, type DictTypeFilter } from './dict.repo.js';

type TypeInput = z.output<typeof DictTypeInputSchema>;
type DataInput = z.output<typeof DictDataInputSchema>;
/** Hands the row a write changes, as it was, to the audit log. */
type Audit = (row: unknown) => void;

const typeValues = (input: TypeInput) => ({
  dictName: input.dictName,
  dictType: input.dictType,
  status: input.status,
  remark: input.remark,
});
/** The English label is the Chinese one unless the operator wrote one. */
const dataValues = (input: DataInput): DictDataValues => ({
  dictType: input.dictType,
  dictValue: input.dictValue,
  labelZh: input.dictLabel,
  labelEn: input.dictLabelEn || input.dictLabel,
  dictSort: input.dictSort,
  listClass: input.listClass,
  cssClass: input.cssClass,
  status: input.status,
  remark: input.remark,
});

/** A unique key another writer got first (checked by the database, so two concurrent creates cannot both win). */
async function unique<T>(taken: ErrorName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(taken);
    throw err;
  }
}

/**
 * Dictionaries (spec points 3 and 7): types and their entries. The member console reads entries
 * straight from the table (dict-data/get), so every change shows there at once. A type's row is
 * locked while it is renamed or deleted and shared while entries are added to it, so an entry is
 * never left behind under a name that no longer exists.
 */
export function createDictService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createDictRepo(db);

  return {
    typePage: (filter: DictTypeFilter, pageNo: number, pageSize: number) => repo.typePage(filter, pageNo, pageSize),
    allTypes: () => repo.allTypes(),
    async getType(id: number) {
      const row = await repo.findType(id);
      if (!row) throw new AppError('DICT_TYPE_NOT_FOUND');
      return row;
    },
    createType: (input: TypeInput) => unique('DICT_TYPE_TAKEN', () => repo.insertType(typeValues(input))),

    /** A new dictType renames the type's entries in the same transaction. */
    updateType: (input: z.output<typeof DictTypeUpdateSchema>, audit: Audit) =>
      unique('DICT_TYPE_TAKEN', () =>
        db.transaction(async (tx) => {
          const locked = createDictRepo(tx);
          const before = await locked.lockType({ id: input.dictId }, 'update');
          if (!before) throw new AppError('DICT_TYPE_NOT_FOUND');
          audit(before);
          await locked.updateType(input.dictId, typeValues(input), clock.now());
          if (before.dictType !== input.dictType) await locked.renameEntries(before.dictType, input.dictType);
          return true;
        }),
      ),

    /** Refused while the type has entries (RuoYi: "已分配,不能删除"). */
    removeType: (id: number, audit: Audit) =>
      db.transaction(async (tx) => {
        const locked = createDictRepo(tx);
        const before = await locked.lockType({ id }, 'update');
        if (!before) throw new AppError('DICT_TYPE_NOT_FOUND');
        if ((await locked.countEntries(before.dictType)) > 0) throw new AppError('DICT_TYPE_IN_USE', { name: before.dictName });
        audit(before);
        await locked.deleteType(id);
        return true;
      }),

    dataPage: (filter: DictDataFilter, pageNo: number, pageSize: number) => repo.dataPage(filter, pageNo, pageSize),
    dataAll: (filter: DictDataFilter) => repo.dataAll(filter),
    enabledOfType: (dictType: string) => repo.enabledOfType(dictType),
    async getData(id: number) {
      const row = await repo.findData(id);
      if (!row) throw new AppError('DICT_DATA_NOT_FOUND');
      return row;
    },

    /** The type must exist; the value is unique within it. */
    createData: (input: DataInput) =>
      unique('DICT_DATA_VALUE_TAKEN', () =>
        db.transaction(async (tx) => {
          const locked = createDictRepo(tx);
          if (!(await locked.lockType({ dictType: input.dictType }, 'share'))) throw new AppError('DICT_DATA_TYPE_UNKNOWN');
          return locked.insertData(dataValues(input));
        }),
      ),

    updateData: (input: z.output<typeof DictDataUpdateSchema>, audit: Audit) =>
      unique('DICT_DATA_VALUE_TAKEN', () =>
        db.transaction(async (tx) => {
          const locked = createDictRepo(tx);
          const before = await locked.findData(input.dictCode);
          if (!before) throw new AppError('DICT_DATA_NOT_FOUND');
          if (!(await locked.lockType({ dictType: input.dictType }, 'share'))) throw new AppError('DICT_DATA_TYPE_UNKNOWN');
          audit(before);
          if (!(await locked.updateData(input.dictCode, dataValues(input)))) throw new AppError('DICT_DATA_NOT_FOUND');
          return true;
        }),
      ),

    async removeData(id: number, audit: Audit) {
      const before = await repo.findData(id);
      if (!before) throw new AppError('DICT_DATA_NOT_FOUND');
      audit(before);
      if (!(await repo.deleteData(id))) throw new AppError('DICT_DATA_NOT_FOUND');
      return true;
    },
  };
}
export type DictService = ReturnType<typeof createDictService>;
