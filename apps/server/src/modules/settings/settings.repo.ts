import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { systemSettings } from '../../db/schema.js';

export function createSettingsRepo(db: DbOrTx) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
      return row?.value as T | undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(systemSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Stores `value` unless the key exists; returns what is stored either way (first writer wins across nodes). */
    async getOrInit<T>(key: string, value: T): Promise<T> {
      await db.insert(systemSettings).values({ key, value }).onConflictDoNothing();
      return (await this.get<T>(key)) as T;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
