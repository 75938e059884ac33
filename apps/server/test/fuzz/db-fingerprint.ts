import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * One md5 per table over all its rows' contents, so a test can tell that a request changed
 * nothing at all: no row added, removed or altered in any table, including tables added later.
 */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ tablename: string }>(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await rows<{ h: string; n: number }>(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM "${tablename}" t`),
    );
    out[tablename] = `${row!.n}:${row!.h}`;
  }
  return out;
}
