import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.js';
import { TEST_PASSWORD_COST } from './password-cost.js';
import { repoRoot } from './repo-root.js';

/** Polls a URL until it answers 200; fails when the child exits first, or after 60 s. */
export async function waitUp(child: ChildProcess, url: string) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > 300) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a child process and waits until it is gone. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface StartedServer {
  url: string;
  /** The server process, for reading its CPU time and memory from /proc. */
  pid?: number;
  stop(): Promise<void>;
  /** Ends it without a shutdown (SIGKILL: a crashed node), and waits until it is gone. */
  crash(): Promise<void>;
}

/**
 * The built server (`npm start`'s bundle, apps/server/dist/main.js unless `main` says another:
 * the sources through tsx, an A/B bundle) on
 * a free loopback port, in development mode without captcha and with cheap password hashes, given the environment `env` (a
 * fresh database's, and whatever the caller sets); resolves once /healthz answers.
 */
export async function startBuiltServer({
  env = {},
  main = path.join(repoRoot, 'apps/server/dist/main.js'),
  nodeArgs = ['--enable-source-maps'],
  cwd = repoRoot,
}: { env?: Record<string, string>; main?: string; nodeArgs?: string[]; cwd?: string } = {}): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      ...TEST_PASSWORD_COST,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUp(child, `${url}/healthz`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    ...(child.pid ? { pid: child.pid } : {}),
    stop: () => stopChild(child),
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
