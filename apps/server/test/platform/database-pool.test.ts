import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolMax, openDatabase, type Database } from '../../src/db/client.js';
import { loadConfig } from '../../src/config.js';

const base = process.env.DATABASE_URL;

describe('database pool size', () => {
  it('is DATABASE_POOL_MAX when set, about two per core otherwise', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '7' }).DATABASE_POOL_MAX).toBe(7);
    expect(loadConfig({}).DATABASE_POOL_MAX).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    expect(defaultPoolMax()).toBeGreaterThanOrEqual(3);
  });
});

// PostgreSQL only: PGlite has one connection by nature.
describe.runIf(base)('database pool on PostgreSQL', () => {
  const name = `cp_pool_${randomBytes(6).toString('hex')}`;
  let database: Database;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolMax: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('never opens more connections than its maximum', async () => {
    const pids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const rows = await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`);
        return (rows as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
      }),
    );
    expect(new Set(pids).size).toBe(2);
  });
});
