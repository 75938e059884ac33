import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both engines: PGlite in-process and PostgreSQL over the network. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The migrations folder sits beside `src/` in the repo and beside `dist/` in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found beside ${here}`);
  return found;
}

const MIGRATION_LOCK = 727_001;

/**
 * PostgreSQL connections per process when DATABASE_POOL_MAX is unset: about two per core. More
 * backends than the cores can run only queue for them: on 2 cores, 5 instead of pg's default 10
 * served the uncached phone list a sixth faster with a lower p99 (bench/README.md).
 */
export const defaultPoolMax = () => availableParallelism() * 2 + 1;

export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number | undefined;
}): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? defaultPoolMax() });
    // An idle client dropped by the server (restart, failover, admin kill) must not crash the
    // process: the pool discards it and the next query opens a fresh connection.
    pool.on('error', (err) => console.warn(`database: idle connection lost (${(err as Error).message})`));
    // Several nodes may start at once: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir;
  if (dir && dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir === 'memory://' || !dir ? undefined : path.join(dir, 'pglite'));
  await client.waitReady;
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder: migrationsDir });
  return { db: pdb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Serialises work on one key inside a transaction, on PGlite and PostgreSQL alike. */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
