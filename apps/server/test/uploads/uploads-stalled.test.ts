import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { signedInMember, type SignedInMember } from '../kit/members.js';
import { leftovers, multipart, uploadsEnv } from './uploads-fixture.js';

let t: Harness;
let alice: SignedInMember;
let port: number;

beforeAll(async () => {
  t = await createHarness(uploadsEnv());
  alice = await signedInMember(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Ports of the database and Redis: their pools open and close connections on their own schedule. */
const poolPorts = new Set(
  [process.env.DATABASE_URL, process.env.REDIS_URL].filter((url) => url).map((url) => Number(new URL(url!).port || 0)),
);

/** Socket inodes of this process's connections to `poolPorts`, from /proc/net/tcp{,6}. */
function poolSockets(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const remotePort = parseInt(cols[2]?.split(':')[1] ?? '', 16);
      if (poolPorts.has(remotePort)) inodes.add(`socket:[${cols[9]}]`);
    }
  }
  return inodes;
}

/** Open descriptors of this process (the server's and the test clients'), less database and Redis connections. */
function openDescriptors(): number {
  const pools = poolPorts.size ? poolSockets() : new Set<string>();
  let n = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    let target = '';
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // closed while listing (readdir's own descriptor)
    }
    if (!pools.has(target)) n++;
  }
  return n;
}
const tmpFiles = () => readdirSync(path.join(t.config.DATA_DIR, 'tmp', 'uploads')).length;

/**
 * A raw HTTP upload of a 1 MiB file over its own socket, of which only the first `sent` bytes go
 * out; then the client goes silent (`'silent'`, it waits for the server to answer and close) or
 * drops the connection (`'drop'`). Resolves with what the server answered once the socket closed.
 */
function partialUpload(sent: number, then: 'silent' | 'drop' | 'complete'): Promise<string> {
  const { payload, headers } = multipart(`stalled-${randomBytes(4).toString('hex')}.bin`, randomBytes(1024 * 1024));
  const head =
    `POST /app-api/infra/upload-file/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
    `Authorization: Bearer ${alice.token}\r\nAccept-Language: en-US\r\nContent-Type: ${headers['content-type']}\r\n` +
    `Content-Length: ${payload.length}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      // A complete upload is answered on a kept-alive connection: the answer is the end of it.
      if (then === 'complete' && answer.includes('"code"')) socket.end();
    });
    socket.on('error', (err) => (then === 'drop' ? undefined : reject(err)));
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.write(then === 'complete' ? payload : payload.subarray(0, sent), () => {
      if (then === 'drop') socket.destroy();
    });
  });
}

describe('uploads whose client stops sending', () => {
  it('ends 50 silent and 50 dropped uploads, closing their descriptors and removing their temporary files', async () => {
    // One upload first, so that whatever opens once (folders, pools) is open before counting.
    expect(await partialUpload(0, 'complete')).toContain('"code":0');
    const before = { fds: openDescriptors(), tmp: tmpFiles(), stored: await leftovers(t) };

    const silent = Array.from({ length: 50 }, (_, i) => partialUpload(4096 + i * 1024, 'silent'));
    const dropped = Array.from({ length: 50 }, (_, i) => partialUpload(4096 + i * 1024, 'drop'));
    const answers = await Promise.all(silent);
    await Promise.all(dropped);

    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain('The file stopped arriving for 5 s and the upload was ended; please try again');
    }
    await expect.poll(openDescriptors, { timeout: 10_000 }).toBe(before.fds);
    await expect.poll(tmpFiles, { timeout: 10_000 }).toBe(before.tmp);
    expect(await leftovers(t)).toEqual(before.stored);
  }, 60_000);

  it('ends a request that names a file but never sends its first part', async () => {
    const answer = await partialUpload(0, 'silent');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":1011005012');
  }, 30_000);
});
