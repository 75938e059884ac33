import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberExports } from '../../db/schema.js';

/** The files members exported (member_exports): who owns each name, and where its bytes are. */
export function createExportsRepo(db: DbOrTx) {
  return {
    async insert(values: typeof memberExports.$inferInsert) {
      await db.insert(memberExports).values(values);
    },
    async find(memberId: number, fileName: string) {
      const [row] = await db
        .select()
        .from(memberExports)
        .where(and(eq(memberExports.memberId, memberId), eq(memberExports.fileName, fileName)));
      return row;
    },
    /** Deletes the row; false when another request deleted it first. */
    async remove(id: number) {
      const rows = await db.delete(memberExports).where(eq(memberExports.id, id)).returning({ id: memberExports.id });
      return rows.length === 1;
    },
    /** Deletes the rows made before `cutoff`, answering their storage keys (each row goes once, whichever node sweeps). */
    async removeOlderThan(cutoff: Date) {
      const rows = await db.delete(memberExports).where(lt(memberExports.createdAt, cutoff)).returning({ key: memberExports.storageKey });
      return rows.map((r) => r.key);
    },
  };
}
