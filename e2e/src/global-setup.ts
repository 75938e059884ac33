import { freshDatabase, startBuiltServer, type SeededData } from '@cloudphone/test-kit';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_LAUNCH } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo data, seeded once: each file's server starts on a copy (server.ts). */
    seeded: SeededData;
    /** The one Chromium every file's tests open their contexts in (browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Once for the browser suite: the built server seeds the demo data on a database of its own and
 * stops, and a Chromium starts. A file's server then starts on a copy of that data in about 4 s
 * instead of about 10 (creating the embedded database, migrating and seeding it), and its browser
 * is a connection, not a launch.
 */
export default async function setup(project: TestProject) {
  const database = await freshDatabase('e2e-seed');
  const server = await startBuiltServer({ env: database.env });
  await server.stop();
  const browser = await chromium.launchServer(BROWSER_LAUNCH);
  project.provide('seeded', { dataDir: database.dataDir, ...(database.url ? { database: new URL(database.url).pathname.slice(1) } : {}) });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await database.drop();
  };
}
