import type { Db } from '../../db/client.js';
import { pageViews, userFeedback } from '../../db/schema.js';

/** What the console shell records: members' feedback and page views. */
export function createShellRepo(db: Db) {
  return {
    async addFeedback(values: typeof userFeedback.$inferInsert) {
      const [row] = await db.insert(userFeedback).values(values).returning({ id: userFeedback.id });
      return row!.id;
    },
    async addPageView(values: typeof pageViews.$inferInsert) {
      await db.insert(pageViews).values(values);
    },
  };
}
export type ShellRepo = ReturnType<typeof createShellRepo>;
