import type { CustomerServiceEntryAdmin, DataCentre, DictData, Locale, PageResult } from '@cloudphone/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerServiceEntries, dataCentres, dictData, systemSettings } from '../../db/schema.js';

/** 0: a dictionary entry or data centre in use (RuoYi's status). */
const ENABLED = 0;

const adminEntry = (r: typeof customerServiceEntries.$inferSelect): CustomerServiceEntryAdmin => ({
  id: r.id,
  type: r.type,
  name: r.name,
  weChatContact: r.weChatContact,
  htmlCode: r.htmlCode,
  link: r.link,
  sort: r.sort,
  enabled: r.enabled === 1,
});

/** What the console shows anyone (spec point 7): customer-service contacts, data centres, dictionaries. */
export function createFrontRepo(db: Db) {
  async function customerServicePage(type: number | undefined, pageNo: number, pageSize: number, enabledOnly: boolean) {
    const where = and(
      enabledOnly ? eq(customerServiceEntries.enabled, 1) : undefined,
      type ? eq(customerServiceEntries.type, type) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(customerServiceEntries)
        .where(where)
        .orderBy(asc(customerServiceEntries.sort), asc(customerServiceEntries.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(customerServiceEntries).where(where),
    ]);
    return { list: rows.map(adminEntry), total: total?.n ?? 0 };
  }

  return {
    async customerService(type: number | undefined, pageNo: number, pageSize: number) {
      const page = await customerServicePage(type, pageNo, pageSize, true);
      return { list: page.list.map(({ sort: _sort, enabled: _enabled, ...entry }) => entry), total: page.total };
    },
    /** The operator's list: enabled or not. */
    customerServiceAdmin: (type: number | undefined, pageNo: number, pageSize: number): Promise<PageResult<CustomerServiceEntryAdmin>> =>
      customerServicePage(type, pageNo, pageSize, false),
    async addCustomerService(values: typeof customerServiceEntries.$inferInsert) {
      const [row] = await db.insert(customerServiceEntries).values(values).returning({ id: customerServiceEntries.id });
      return row!.id;
    },
    /** False when there is no such entry. */
    async updateCustomerService(id: number, values: Partial<typeof customerServiceEntries.$inferInsert>) {
      const changed = await db
        .update(customerServiceEntries)
        .set(values)
        .where(eq(customerServiceEntries.id, id))
        .returning({ id: customerServiceEntries.id });
      return changed.length > 0;
    },
    async deleteCustomerService(id: number) {
      const gone = await db
        .delete(customerServiceEntries)
        .where(eq(customerServiceEntries.id, id))
        .returning({ id: customerServiceEntries.id });
      return gone.length > 0;
    },

    /**
     * Sets some fields of a JSON setting (the branding) and keeps the others, in one statement: two
     * operators changing different fields at once both keep their change.
     */
    async mergeSetting(key: string, fields: Record<string, unknown>) {
      const patch = JSON.stringify(fields);
      await db
        .insert(systemSettings)
        .values({ key, value: fields })
        .onConflictDoUpdate({
          target: systemSettings.key,
          set: { value: sql`${systemSettings.value} || ${patch}::jsonb`, updatedAt: sql`now()` },
        });
    },

    /** Data centres in use, in their order, named in the caller's language. */
    async dataCentres(locale: Locale): Promise<DataCentre[]> {
      const rows = await db
        .select()
        .from(dataCentres)
        .where(eq(dataCentres.status, ENABLED))
        .orderBy(asc(dataCentres.sort), asc(dataCentres.code));
      return rows.map((r) => ({ code: r.code, name: locale === 'en-US' ? r.nameEn : r.nameZh, country: r.country, city: r.city }));
    },

    /** One dictionary's entries in use, in their order, labelled in the caller's language. */
    async dictData(dictType: string, locale: Locale): Promise<DictData[]> {
      const rows = await db
        .select()
        .from(dictData)
        .where(and(eq(dictData.dictType, dictType), eq(dictData.status, ENABLED)))
        .orderBy(asc(dictData.dictSort), asc(dictData.id));
      return rows.map((r) => ({
        dictType: r.dictType,
        dictLabel: locale === 'en-US' ? r.labelEn : r.labelZh,
        dictValue: r.dictValue,
        dictSort: r.dictSort,
        listClass: r.listClass,
        cssClass: r.cssClass,
      }));
    },
  };
}
export type FrontRepo = ReturnType<typeof createFrontRepo>;
