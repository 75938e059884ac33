import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneListVersions } from '../../db/schema.js';

interface Waiter {
  resolve(version: number): void;
  reject(error: unknown): void;
}

/**
 * Reads members' list versions (migration 0005), batched: callers who ask while a read is under way
 * share the next read, which starts after they asked, so each still sees every change committed
 * before its request. Under load this is one query per round trip instead of one per request.
 */
export function createListVersionReader(db: Db) {
  const query = db
    .select({ memberId: phoneListVersions.memberId, version: phoneListVersions.version })
    .from(phoneListVersions)
    .where(sql`${phoneListVersions.memberId} = any(${sql.placeholder('memberIds')}::bigint[])`)
    .prepare('phone_list_versions');
  let waiting = new Map<number, Waiter[]>();
  let reading = false;

  async function drain() {
    reading = true;
    while (waiting.size) {
      const batch = waiting;
      waiting = new Map();
      try {
        const rows = await query.execute({ memberIds: [...batch.keys()] });
        const versions = new Map(rows.map((r) => [r.memberId, r.version]));
        for (const [memberId, waiters] of batch) for (const w of waiters) w.resolve(versions.get(memberId) ?? 0);
      } catch (error) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      }
    }
    reading = false;
  }

  return (memberId: number) =>
    new Promise<number>((resolve, reject) => {
      const waiters = waiting.get(memberId);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(memberId, [{ resolve, reject }]);
      if (!reading) void drain();
    });
}
