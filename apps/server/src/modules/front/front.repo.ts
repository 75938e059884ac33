import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerServiceEntries } from '../../db/schema.js';

/** The customer-service contacts the console shows anyone (spec point 7). */
export function createFrontRepo(db: Db) {
  return {
    async customerService(type: number | undefined, pageNo: number, pageSize: number) {
      const where = and(eq(customerServiceEntries.enabled, 1), type ? eq(customerServiceEntries.type, type) : undefined);
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
      return {
        list: rows.map((r) => ({
          id: r.id,
          type: r.type,
          name: r.name,
          weChatContact: r.weChatContact,
          htmlCode: r.htmlCode,
          link: r.link,
        })),
        total: total?.n ?? 0,
      };
    },
    async addCustomerService(values: typeof customerServiceEntries.$inferInsert) {
      await db.insert(customerServiceEntries).values(values);
    },
  };
}
export type FrontRepo = ReturnType<typeof createFrontRepo>;
