/**
 * What the server benchmarks share: the built server started as a child process (as `npm start`
 * runs it), a port to put a baseline on, and signing a member in.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, repoRoot, startBuiltServer, stopChild, TEST_PASSWORD_COST, waitUp, type StartedServer } from '@cloudphone/test-kit';
import { loadConfig } from '../apps/server/src/config.js';
import { createPasswords } from '../apps/server/src/modules/auth/passwords.js';

/** The repository's root. */
export const root = repoRoot;
export { freePort };

/** A password hash at the cost the started server uses (a seeded member's sign-in then never rehashes). */
export const hashPassword = createPasswords(loadConfig({ ...TEST_PASSWORD_COST })).hash;

export type Started = Pick<StartedServer, 'url' | 'pid' | 'stop'>;

/**
 * The built server, as `npm start` runs it, on the given database (PostgreSQL at `url`, else
 * PGlite in `dataDir`), without demo data or captcha unless `env` says otherwise.
 * BENCH_SERVER_MAIN runs another bundle than apps/server/dist/main.js (an A/B of a change);
 * BENCH_SERVER_NODE_ARGS passes flags to the server's node (`--cpu-prof --cpu-prof-dir=DIR`).
 */
export async function startApp(db: { url?: string; dataDir: string }, env: Record<string, string> = {}): Promise<Started> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startBuiltServer({
    ...(process.env.BENCH_SERVER_MAIN ? { main: process.env.BENCH_SERVER_MAIN } : {}),
    nodeArgs,
    env: {
      DATA_DIR: db.dataDir,
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      ...env,
    },
  });
}

/**
 * A baseline server in its own process: `script` (an ES module) run by node from apps/server, so
 * `fastify` and `ws` resolve to the server's own copies. It gets its port as `PORT` and must
 * answer GET /healthz with 200 once it listens.
 */
export async function startBaseline(script: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(child, `${url}/healthz`);
  return { url, stop: () => stopChild(child) };
}

/** Signs a member in with phone and password; the bearer token. */
export async function signIn(url: string, member: { phone: string; password: string }) {
  const res = await fetch(`${url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  const body = (await res.json()) as { code: number; data?: { accessToken: string }; msg: string };
  if (!body.data) throw new Error(`sign-in failed: ${body.code} ${body.msg}`);
  return body.data.accessToken;
}
