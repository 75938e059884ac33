import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { freshDatabase, TEST_PASSWORD_COST } from '@cloudphone/test-kit';
import { migratedDataDir, migratedPgTemplate } from './database-template.js';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { fakeClock } from '../../src/infra/clock.js';
import { openResources, type Resources } from '../../src/infra/resources.js';

/**
 * A fresh database for one test file: a copy of the migrated embedded database in a directory of
 * its own by default; with DATABASE_URL set (CI), a new PostgreSQL database created from it and
 * dropped afterwards, plus a private Redis prefix.
 */
export async function openTestResources(): Promise<{ resources: Resources; url?: string; drop(): Promise<void> }> {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.DATABASE_URL) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-test-db-'));
    cpSync(path.join(await migratedDataDir(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    const resources = await openResources(
      { DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: redisUrl },
      `cpt:${randomBytes(4).toString('hex')}:`,
    );
    return {
      resources,
      async drop() {
        await resources.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await freshDatabase('test', { template: await migratedPgTemplate(process.env.DATABASE_URL) });
  const resources = await openResources({ DATA_DIR: '', DATABASE_URL: database.url, REDIS_URL: redisUrl }, database.redisPrefix ?? 'cpt:');
  return {
    resources,
    ...(database.url ? { url: database.url } : {}),
    async drop() {
      await resources.close();
      await database.drop();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_ENABLED: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-00',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...TEST_PASSWORD_COST,
    WEB_DIST: '/nonexistent',
    // Device time moves with the fake clock: tests tick the simulator and resync by hand.
    SIM_TICK_MS: '0',
    RECONCILE_INTERVAL_S: '0',
    EXPIRY_SWEEP_S: '0',
    ORDER_SWEEP_S: '0',
    GRANT_SWEEP_S: '0',
    PROXY_REDETECT_S: '0',
    REMINDER_SWEEP_S: '0',
    // Uploaded files (storage, temporary files) never land in the developer's ./.data.
    DATA_DIR: path.join(os.tmpdir(), 'cloudphone-test-data'),
    ...env,
  });
}

export interface Harness extends BuiltApp {
  clock: ReturnType<typeof fakeClock>;
  config: Config;
  /** `app.inject` that returns the parsed envelope with the HTTP status. */
  call<T = unknown>(opts: InjectOptions): Promise<{ status: number; code: number; data: T; msg: string }>;
  close(): Promise<void>;
}

/** The real app on a fresh database with a movable clock; one per test file. */
export async function createHarness(env: Record<string, string> = {}): Promise<Harness> {
  const { resources, drop } = await openTestResources();
  const clock = fakeClock(new Date());
  const config = testConfig(env);
  const built = await buildApp({ config, clock, resources, logger: false });
  await built.app.ready();
  return {
    ...built,
    clock,
    config,
    async call(opts) {
      const res = await built.app.inject(opts);
      const body = res.json() as { code: number; data: never; msg: string };
      return { status: res.statusCode, ...body };
    },
    async close() {
      await built.app.close();
      await drop();
    },
  };
}
