import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, operators, orders, phones } from '../../db/schema.js';
import { orderFilters, type OrderFilters } from './orders.repo.js';

/** The operator's reads of orders beyond the page (issue 19): the detail's extras and the export's pages. */
export function createOrdersAdminRepo(db: DbOrTx) {
  return {
    async memberPhone(memberId: number) {
      const [row] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
      return row?.phone;
    },

    async operatorName(operatorId: number) {
      const [row] = await db.select({ username: operators.username }).from(operators).where(eq(operators.id, operatorId));
      return row?.username;
    },

    /** The phones among `ids` that still exist, as they are now (whoever holds them). */
    phones(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: phones.id,
          owlId: phones.owlId,
          alias: phones.alias,
          memberId: phones.memberId,
          status: phones.deviceStatus,
          expireTime: phones.expireTime,
          recycledAt: phones.recycledAt,
        })
        .from(phones)
        .where(inArray(phones.id, ids))
        .orderBy(phones.id);
    },

    /** A page of the export, newest first: the page's filters, going on below the previous page's last id. */
    exportPage(memberId: number | undefined, filters: OrderFilters, beforeId: number | undefined, limit: number) {
      return db
        .select({ order: orders, memberPhone: members.phone })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(and(orderFilters(memberId, filters), beforeId !== undefined ? lt(orders.id, beforeId) : undefined))
        .orderBy(desc(orders.id))
        .limit(limit)
        .then((rows) => rows.map((r) => ({ id: r.order.id, ...r })));
    },
  };
}
