import { freshDatabase, startBuiltServer, type SeededData } from '@cloudphone/test-kit';

export interface TestServer {
  url: string;
  /** GET a JSON endpoint of the server (e.g. the dev outbox). */
  json<T>(pathname: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The built server (`npm start`'s bundle) on a fresh database (the test kit's: a new PGlite
 * directory, or a new PostgreSQL database when DATABASE_URL is set, with a private Redis prefix
 * when REDIS_URL is), a copy of `seeded` when given (the browser suite's demo data, global-setup.ts).
 */
export async function startServer(env: Record<string, string> = {}, seeded?: SeededData): Promise<TestServer> {
  const database = await freshDatabase('e2e', { seeded });
  const server = await startBuiltServer({ env: { ...database.env, ...env } }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    url: server.url,
    async json<T>(pathname: string) {
      const res = await fetch(server.url + pathname);
      return ((await res.json()) as { data: T }).data;
    },
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

/** The newest code the console SMS provider sent to a phone. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  // The send is asynchronous to the request that asked for it: a generous bound, polled.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const box = await server.json<{ code: string }[]>(`/dev-api/outbox?to=${encodeURIComponent(to)}`);
    if (box[0]?.code) return box[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code sent to ${to}`);
}
