import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../src/db/client.js';

/** Names what the migrations make: any changed, added or removed migration changes it. */
function migrationsHash() {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  hash.update(readFileSync(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database already migrated, made once per set of migrations and shared by every test
 * file of a run (and later runs): a PGlite data directory in the temporary directory, which each
 * file copies and opens as its own. Opening a copied directory takes about a second of CPU, where
 * migrating from empty takes five and loading a dump three (PGlite unpacks it in memory), which
 * over the suite's files is minutes of a CI run. The name holds a hash of the migrations, so a
 * changed or new migration makes a new one; two workers making one at once each build their own
 * directory and rename it into place, and the loser's is removed.
 */
export async function migratedDataDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `cloudphone-pglite-${migrationsHash()}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}.${randomBytes(3).toString('hex')}`;
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    renameSync(building, dir);
  } catch (err) {
    // Another worker finished first (the directory exists and is not empty): theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw err;
  }
  return dir;
}

/**
 * The same for PostgreSQL (CI's second run): a database migrated once per set of migrations,
 * `cp_tpl_<hash>`, that each test file's database is copied from (CREATE DATABASE … TEMPLATE),
 * which takes a tenth of migrating. It is made under another name and renamed when complete, so
 * a run stopped half-way never leaves a half-migrated template behind.
 */
export async function migratedPgTemplate(adminUrl: string): Promise<string> {
  const name = `cp_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 1 });
    await database.close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (err) {
      // Another worker finished first: theirs is as good as ours. PostgreSQL says so as 42P04 (the
      // name exists), or as 23505 (pg_database's unique index) when both renames run at once.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!['42P04', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
    }
    return name;
  } finally {
    await admin.end();
  }
}
