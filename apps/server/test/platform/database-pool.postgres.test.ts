import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';

const base = process.env.DATABASE_URL;

// PostgreSQL only: PGlite has one connection by nature (a `.postgres` test: vitest.config.ts).
if (!base) throw new Error('the database pool test needs DATABASE_URL');

describe('database pool on PostgreSQL', () => {
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
