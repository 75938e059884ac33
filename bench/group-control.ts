/**
 * Group control at full size: 300 phones, one master and 299 followers on the production build of the server
 * (`node scripts/build.mjs` first; `npm run bench:group-control` does both), driven through the
 * real websocket as the browser drives it.
 *
 * - replay: BENCH_INPUTS (40) inputs on the master that each change every screen, alternating a tap
 *   on the dock's first icon (the app opens) and the back key; for each, the time from sending it
 *   until the server says every active follower has applied it (`replayed`, the measure),
 *   and until the last of the 300 thumbnails showing it has arrived (every follower rendered,
 *   encoded and sent its picture). p50 and p95.
 * - server: CPU (cores, from /proc utime + stime) and memory (RSS now and at its peak) of the server
 *   process with the 300 thumbnail streams open: while idle, and while the inputs run.
 * - baseline, in the same run: the same measures for a group of 2 (one follower). Ratios are the
 *   300-phone figure over it.
 *
 * The database is a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default the local
 * one), dropped afterwards; BENCH_DB=pglite uses PGlite in a temporary folder.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  FRAME_HEADER_BYTES,
  FRAME_KIND,
  GROUP_CONTROL_MAX,
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  PAD_TYPE,
  readFrameHeader,
  type GroupEvent,
  type StartGroupControlResult,
  type StreamInput,
} from '@cloudphone/contract';
import pg from 'pg';
import WebSocket, { type RawData } from 'ws';
import { openDatabase } from '../apps/server/src/db/client.js';
import { members, phones } from '../apps/server/src/db/schema.js';
import { dbSimStore } from '../apps/server/src/devices/simulator/db-store.repo.js';
import { dockCell, screenLayout } from '../apps/server/src/devices/simulator/screen/layout.js';
import { createSimulator } from '../apps/server/src/devices/simulator/simulator.js';
import { systemClock } from '../apps/server/src/infra/clock.js';
import { createFleet } from '../apps/server/src/modules/phones/fleet.js';
import { hashPassword, signIn, startApp, type Started } from './lib.js';

const INPUTS = Number(process.env.BENCH_INPUTS ?? 40);
// A group holds 300 phones in all (spec point 9): the master and 299 followers.
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? GROUP_CONTROL_MAX - 1);
const IDLE_SECONDS = 5;
const TARGET_P95_MS = 150;
const INPUT_TIMEOUT_MS = 10_000;
const ENGINE = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBER = { phone: '19700000000', password: 'Bench@2026' };
const DPI = 320;
const CLOCK_TICKS = 100;

/** Nearest-rank percentile. */
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** CPU seconds used so far and memory of a process, from /proc. */
function processUsage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { cpu, rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
}

/** A member with `count` simulator phones, made through the server's own fleet code before it starts. */
async function seed(db: { url?: string; dataDir: string }, count: number): Promise<number[]> {
  const database = await openDatabase(db);
  const simulator = createSimulator({ store: dbSimStore(database.db), clock: systemClock, speed: 30, tickMs: 60_000 });
  try {
    const fleet = createFleet(database.db, simulator);
    const [member] = await database.db
      .insert(members)
      .values({ phone: MEMBER.phone, nickname: 'bench', passwordHash: await hashPassword(MEMBER.password) })
      .returning({ id: members.id });
    const ids: number[] = [];
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      ids.push(
        await fleet.allocate({ androidVersion: NEW_MACHINE_ANDROID, chip: NEW_MACHINE_CHIP }, async (tx, device) => {
          const [row] = await tx
            .insert(phones)
            .values({
              memberId: member!.id,
              deviceId: device.id,
              alias: `群控 ${i + 1}`,
              padType: PAD_TYPE.vip,
              expireTime: new Date(now + 30 * 86_400_000),
              createdAt: new Date(now + i),
            })
            .returning({ id: phones.id });
          return row!.id;
        }),
      );
    }
    return ids;
  } finally {
    await simulator.close();
    await database.close();
  }
}

interface GroupClient {
  socket: WebSocket;
  followers: number;
  /** Per slot, the highest seq its pictures have shown. */
  shown: Map<number, number>;
  replayed: Map<number, number>;
  waiters: Set<() => void>;
}

async function openGroup(server: Started, token: string, ids: number[]): Promise<GroupClient> {
  const res = await fetch(`${server.url}/app-api/infra/cacloud-resource/phone/startGroupControl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phoneIds: ids, masterId: ids[0] }),
  });
  const body = (await res.json()) as { code: number; msg: string; data?: StartGroupControlResult };
  if (!body.data) throw new Error(`startGroupControl: ${body.code} ${body.msg}`);
  const socket = new WebSocket(new URL(body.data.url, server.url.replace(/^http/, 'ws')));
  const client: GroupClient = { socket, followers: ids.length - 1, shown: new Map(), replayed: new Map(), waiters: new Set() };
  let active = 0;
  socket.on('message', (raw: RawData, isBinary) => {
    const at = performance.now();
    if (isBinary) {
      const buf = raw as Buffer;
      const header = readFrameHeader(new DataView(buf.buffer, buf.byteOffset, FRAME_HEADER_BYTES));
      if (header.kind === FRAME_KIND.jpeg && (header.slot ?? 0) > 0)
        client.shown.set(header.slot!, Math.max(client.shown.get(header.slot!) ?? -1, header.seq));
    } else {
      const message = JSON.parse(raw.toString()) as GroupEvent | { type: string };
      if (message.type === 'followers')
        active = (message as Extract<GroupEvent, { type: 'followers' }>).followers.filter((f) => f.state === 'active').length;
      if (message.type === 'replayed') client.replayed.set((message as Extract<GroupEvent, { type: 'replayed' }>).seq, at);
      if (message.type === 'error') throw new Error(`stream error: ${raw.toString()}`);
    }
    for (const wake of client.waiters) wake();
  });
  await until(client, () => active === client.followers, 60_000, 'every follower active');
  socket.send(JSON.stringify({ type: 'visible', phoneIds: ids.slice(1) }));
  await until(client, () => client.shown.size === client.followers, 60_000, 'a thumbnail from every follower');
  return client;
}

function until(client: GroupClient, done: () => boolean, timeout: number, what: string) {
  if (done()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.waiters.delete(check);
      reject(new Error(`${what}: not within ${timeout} ms`));
    }, timeout);
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      client.waiters.delete(check);
      resolve();
    };
    client.waiters.add(check);
  });
}

/** Runs the inputs; per input, ms until `replayed` and until the last thumbnail showing it. */
async function drive(client: GroupClient, inputs: number) {
  const layout = screenLayout(0, DPI);
  const cell = dockCell(layout, 0, 3);
  const icon = { x: (cell.x + cell.w / 2) / layout.width, y: (cell.y + cell.h / 2) / layout.height };
  const applied: number[] = [];
  const shown: number[] = [];
  let seq = 1_000;
  for (let i = 0; i < inputs; i++) {
    const isTap = i % 2 === 0;
    if (isTap) client.socket.send(JSON.stringify({ type: 'touch', action: 'down', ...icon, seq: ++seq } satisfies StreamInput));
    const target = ++seq;
    const input: StreamInput = isTap ? { type: 'touch', action: 'up', ...icon, seq: target } : { type: 'key', key: 'back', seq: target };
    const sentAt = performance.now();
    client.socket.send(JSON.stringify(input));
    await until(client, () => client.replayed.has(target), INPUT_TIMEOUT_MS, `replayed ${target}`);
    applied.push(client.replayed.get(target)! - sentAt);
    await until(
      client,
      () => [...client.shown.values()].filter((s) => s >= target).length === client.followers,
      INPUT_TIMEOUT_MS,
      `thumbnails for ${target}`,
    );
    shown.push(performance.now() - sentAt);
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 100));
  }
  return { applied, shown };
}

async function measure(server: Started, token: string, ids: number[]) {
  const client = await openGroup(server, token, ids);
  const idleFrom = processUsage(server.pid!);
  const idleAt = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idleTo = processUsage(server.pid!);
  const idleCores = (idleTo.cpu - idleFrom.cpu) / ((performance.now() - idleAt) / 1000);
  const busyFrom = processUsage(server.pid!);
  const busyAt = performance.now();
  const { applied, shown } = await drive(client, INPUTS);
  const busyTo = processUsage(server.pid!);
  const busyCores = (busyTo.cpu - busyFrom.cpu) / ((performance.now() - busyAt) / 1000);
  client.socket.close();
  return { followers: ids.length - 1, applied, shown, idleCores, busyCores, rssKb: busyTo.rssKb, peakKb: busyTo.peakKb };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-group-'));
  let dbName: string | undefined;
  let dbUrl: string | undefined;
  if (ENGINE === 'postgres') {
    dbName = `bench_group_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  }
  const db = { ...(dbUrl ? { url: dbUrl } : {}), dataDir };
  try {
    const seededAt = performance.now();
    const ids = await seed(db, FOLLOWERS + 3);
    console.log(`seeded ${ids.length} phones in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
    const server = await startApp(db, { PLAY_IDLE_MINUTES: '0' });
    try {
      const token = await signIn(server.url, MEMBER);
      // Baseline: a group of two, on phones the big group does not use.
      const base = await measure(server, token, ids.slice(FOLLOWERS + 1, FOLLOWERS + 3));
      const full = await measure(server, token, ids.slice(0, FOLLOWERS + 1));
      const rows = [
        ['baseline: 1 follower', base],
        [`${full.followers} followers`, full],
      ] as const;
      console.log(
        `\n${ENGINE}, ${INPUTS} inputs, thumbnails ${FOLLOWERS} visible; target p95 applied ≤ ${TARGET_P95_MS} ms, ≤ 1 core, ≤ 500 MB RSS\n`,
      );
      console.log('| group | applied p50 / p95 | all thumbnails shown p50 / p95 | CPU idle / driving | RSS / peak |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const [name, r] of rows)
        console.log(
          `| ${name} | ${ms(pct(r.applied, 50))} / ${ms(pct(r.applied, 95))} | ${ms(pct(r.shown, 50))} / ${ms(pct(r.shown, 95))} | ` +
            `${r.idleCores.toFixed(2)} / ${r.busyCores.toFixed(2)} cores | ${mb(r.rssKb)} / ${mb(r.peakKb)} |`,
        );
      console.log(
        `\nratios, ${full.followers} followers ÷ 1: applied p95 ${(pct(full.applied, 95) / pct(base.applied, 95)).toFixed(1)}×, ` +
          `shown p95 ${(pct(full.shown, 95) / pct(base.shown, 95)).toFixed(1)}×`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

await main();
