/**
 * What the server benchmarks share: the built server started as a child process (as `npm start`
 * runs it), a port to put a baseline on, and signing a member in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Polls a URL until it answers 200; fails when the child exits first. */
export async function waitUp(child: ChildProcess, url: string) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 300) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface Started {
  url: string;
  /** The server process, for reading its CPU time and memory from /proc. */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * The built server, as `npm start` runs it, on the given database (PostgreSQL at `url`, else
 * PGlite in `dataDir`), without demo data or captcha unless `env` says otherwise.
 * BENCH_SERVER_MAIN runs another bundle than apps/server/dist/main.js (an A/B of a change);
 * BENCH_SERVER_NODE_ARGS passes flags to the server's node (`--cpu-prof --cpu-prof-dir=DIR`).
 */
export async function startApp(db: { url?: string; dataDir: string }, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: db.dataDir,
      DEMO_DATA: 'false',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(child, `${url}/healthz`);
  return { url, ...(child.pid ? { pid: child.pid } : {}), stop: () => stopChild(child) };
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
