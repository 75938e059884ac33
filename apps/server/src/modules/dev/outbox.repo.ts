import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devOutbox } from '../../db/schema.js';

/** The dev outbox: what the console providers would have sent, readable by tests and the dev page. */
export function createOutboxRepo(db: Db) {
  return {
    async add(entry: { channel: 'sms' | 'email'; to: string; text: string; code: string | null; createdAt: Date }) {
      await db.insert(devOutbox).values(entry);
    },
    async list(to?: string) {
      const query = db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(100);
      const rows = to ? await query.where(eq(devOutbox.to, to)) : await query;
      return rows.map((r) => ({
        channel: r.channel as 'sms' | 'email',
        to: r.to,
        text: r.text,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
