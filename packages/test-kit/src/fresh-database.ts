import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * What a server left behind on a database it seeded (demo data): its data directory (the embedded
 * database and uploaded files) and, on PostgreSQL, its database, copied by each fresh database.
 */
export interface SeededData {
  dataDir: string;
  database?: string;
}

export interface FreshDatabase {
  /** PostgreSQL's URL of the new database; absent on the embedded database (PGlite in `dataDir`). */
  url?: string;
  /** An empty directory of its own (the embedded database and uploaded files live there). */
  dataDir: string;
  /** A Redis key prefix of its own when REDIS_URL is set, so runs in parallel never share keys. */
  redisPrefix?: string;
  /** What a server process needs to use it: DATA_DIR, and DATABASE_URL and REDIS_PREFIX when set. */
  env: Record<string, string>;
  /** Drops the PostgreSQL database (however many still hold connections) and removes the directory. */
  drop(): Promise<void>;
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL copies a template only while nobody is connected to it, and two copies starting at
 * the same moment can see each other's connection: such a refusal (55006) is retried.
 */
async function createDatabase(adminUrl: string, name: string, template: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * A database nobody else uses, for one test file, e2e test or benchmark: a new PostgreSQL database
 * created from DATABASE_URL when it is set (CI's second run), else a new directory for the
 * embedded database. `label` names it (`cp_<label>_<random>`), so a leftover one says whose it is.
 */
export async function freshDatabase(
  label: string,
  {
    adminUrl = process.env.DATABASE_URL,
    template,
    seeded,
  }: {
    adminUrl?: string | undefined;
    /** PostgreSQL: a database to copy (one already migrated) instead of starting empty. */
    template?: string | undefined;
    /** Starts as a copy of what a server seeded: files and database (PGlite's or PostgreSQL's). */
    seeded?: SeededData | undefined;
  } = {},
): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cp-${label}-`));
  if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true });
  const redisPrefix = process.env.REDIS_URL ? `cp${label}:${randomBytes(4).toString('hex')}:` : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(redisPrefix ? { REDIS_PREFIX: redisPrefix } : {}) };
  let url: string | undefined;
  let name: string | undefined;
  if (adminUrl) {
    name = `cp_${label.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
    await createDatabase(adminUrl, name, seeded?.database ?? template);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    env.DATABASE_URL = url;
  }
  return {
    ...(url ? { url } : {}),
    dataDir,
    ...(redisPrefix ? { redisPrefix } : {}),
    env,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl && name) await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
