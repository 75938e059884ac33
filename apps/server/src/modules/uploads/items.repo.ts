import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadItems } from '../../db/schema.js';

export type ItemRow = typeof uploadItems.$inferSelect;

/** The runner's side of upload_items: claiming work under a lease, and writing what happened. */
export function createItemsRepo(db: Db) {
  /** Changes an item only while `token` still holds it; false when another node has taken it over. */
  async function whileHeld(item: { id: number; token: string }, set: Partial<typeof uploadItems.$inferInsert>) {
    const rows = await db
      .update(uploadItems)
      .set(set)
      .where(and(eq(uploadItems.id, item.id), eq(uploadItems.leaseToken, item.token), eq(uploadItems.status, 'running')))
      .returning({ id: uploadItems.id });
    return rows.length > 0;
  }

  return {
    /**
     * Takes up to `limit` items that are waiting, or running under a lease that ran out (its node
     * died), and leases them to this caller until `until`. Rows another node is claiming are skipped.
     */
    async claim(limit: number, now: Date, until: Date): Promise<Array<ItemRow & { token: string }>> {
      if (limit <= 0) return [];
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: uploadItems.id })
          .from(uploadItems)
          .where(or(eq(uploadItems.status, 'pending'), and(eq(uploadItems.status, 'running'), lt(uploadItems.leaseUntil, now))))
          .orderBy(asc(uploadItems.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const token = randomUUID();
        const rows = await tx
          .update(uploadItems)
          .set({ status: 'running', leaseToken: token, leaseUntil: until, attempts: sql`${uploadItems.attempts} + 1` })
          .where(
            inArray(
              uploadItems.id,
              due.map((r) => r.id),
            ),
          )
          .returning();
        return rows.map((row) => ({ ...row, token }));
      });
    },

    /** Progress (and the file under way) while the lease holds; extends it. */
    progress: (
      item: { id: number; token: string },
      set: { progress: number; filesDone?: number; message?: string; messageParams?: object },
      until: Date,
    ) => whileHeld(item, { ...set, leaseUntil: until }),

    /** The item's end: success, or failed with a message key and its values. */
    finish: (item: { id: number; token: string }, result: { ok: boolean; message: string | null; params?: object; now: Date }) =>
      whileHeld(item, {
        status: result.ok ? 'success' : 'failed',
        ...(result.ok ? { progress: 100 } : {}),
        message: result.message,
        messageParams: result.params ?? {},
        finishedAt: result.now,
        leaseToken: null,
        leaseUntil: null,
      }),
  };
}
export type ItemsRepo = ReturnType<typeof createItemsRepo>;
