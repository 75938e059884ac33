import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operators } from '../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;

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
    async create(values: typeof operators.$inferInsert) {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
