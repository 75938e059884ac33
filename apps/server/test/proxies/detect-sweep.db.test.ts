import type { ProxyDetectResult, ProxyRow } from '@cloudphone/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phones, proxies } from '../../src/db/schema.js';
import { createProxyDetection } from '../../src/modules/proxies/detect/detection.js';
import { createProxyCrypto } from '../../src/modules/proxies/proxy-crypto.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { signInAgain } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import { deadPort, httpProxyPeer, silentPeer } from '../peers/http-proxy-peer.js';
import { ipEchoPeer } from '../peers/ip-echo-peer.js';
import { socks5Peer } from '../peers/socks5-peer.js';
import { usePeer } from '../peers/use-peer.js';
import { EN, P, proxiesKit, type Account, type ProxiesKit } from './manage-kit.js';

/**
 * Detection without a GeoIP database, the scheduled re-detection of proxies bound to phones
 * (issue 17: "a scheduled re-detection of bound proxies (daily by default) marks dead ones on the
 * list"), and what detection writes to the logs (never the credentials).
 */

const OUTBOUND = '81.2.69.160';
const HOUR = 3600_000;
const USERS: Record<string, string> = { alice: 'Secret#1', bob: 'Hunter#2' };

const echo = usePeer(ipEchoPeer({ body: OUTBOUND }));
const socks = usePeer(socks5Peer(USERS));
const httpProxy = usePeer(httpProxyPeer(USERS));
const silent = usePeer(silentPeer());

let t: Harness;
let k: ProxiesKit;
let me: Account;
let group: number;

beforeAll(async () => {
  // No GEOIP_DB_PATH, and the schedule off (PROXY_REDETECT_S=0, the tests' default): the tests sweep by hand.
  t = await createHarness({ PROXY_DETECT_URL: echo.url, PROXY_DETECT_TIMEOUT_MS: '1500' });
  k = proxiesKit(t);
  me = await k.account();
  group = await k.group(me);
});
afterAll(() => t.close());

const socksProxy = (over: { account?: string; password?: string; port?: number } = {}) =>
  k.proxy(me, group, { protocol: 'SOCKS5', port: socks.port, account: 'alice', password: 'Secret#1', ...over });
const detect = async (id: number) => {
  const res = await k.post<ProxyDetectResult>(P.detect, me, { id }, EN);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const state = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.deps.db
        .select({ id: proxies.id, status: proxies.detectStatus, at: proxies.detectTime })
        .from(proxies)
        .where(inArray(proxies.id, ids))
    ).map((r) => [r.id, { status: r.status, at: r.at?.getTime() ?? null }]),
  );
/** Binds each proxy to a new phone of the member, straight in the database. */
const bind = async (...ids: number[]) => {
  const phoneIds = await givePhones(t.deps.db, me.id, ids.length, { now: t.clock.now() });
  for (const [i, id] of ids.entries()) await t.deps.db.update(phones).set({ proxyId: id }).where(eq(phones.id, phoneIds[i]!));
};

describe('without a GeoIP database', () => {
  it('detection succeeds with the IP and no location', async () => {
    expect(await detect(await socksProxy())).toMatchObject({
      ok: true,
      msg: 'Detection successful',
      outboundIp: OUTBOUND,
      country: null,
      region: null,
      city: null,
      timeZone: null,
      longitude: null,
      latitude: null,
    });
  });
});

describe('the re-detection of bound proxies', () => {
  let fresh: number, never: number, unbound: number, dead: number;
  const now = () => t.clock.now().getTime();

  beforeAll(async () => {
    fresh = await socksProxy();
    dead = await socksProxy({ port: await deadPort() });
    never = await socksProxy({ account: 'bob', password: 'Hunter#2' });
    unbound = await socksProxy();
    await bind(fresh, dead, never);
    await detect(fresh);
    await detect(dead);
    echo.reset();
  });

  it('detects bound proxies never detected, and leaves recent ones and unbound ones', async () => {
    t.clock.advance(HOUR);
    expect(await t.deps.proxyDetection.sweepOnce()).toBe(1);
    const at = await state([fresh, dead, never, unbound]);
    expect(at[never]).toEqual({ status: 1, at: now() });
    expect(at[fresh]!.at).toBe(now() - HOUR);
    expect(at[dead]).toEqual({ status: 2, at: now() - HOUR });
    expect(at[unbound]).toEqual({ status: 0, at: null });
    expect(echo.state.requests).toBe(1);
  });

  it('a day later detects them all again, and one that died is marked failed on the list', async () => {
    USERS.alice = 'Rotated#3';
    try {
      t.clock.advance(24 * HOUR);
      expect(await t.deps.proxyDetection.sweepOnce()).toBe(3);
    } finally {
      USERS.alice = 'Secret#1';
    }
    expect(await state([fresh, dead, never, unbound])).toEqual({
      [fresh]: { status: 2, at: now() },
      [dead]: { status: 2, at: now() },
      [never]: { status: 1, at: now() },
      [unbound]: { status: 0, at: null },
    });
    await signInAgain(t, me);
    const failed = await k.get<{ list: ProxyRow[]; total: number }>(P.page, me, { detectStatus: 2, pageSize: 100 });
    expect(failed.data.list.map((r) => r.id).sort()).toEqual([fresh, dead].sort());
    // Where it was when it last worked stays on its row.
    expect(failed.data.list.find((r) => r.id === fresh)).toMatchObject({ outboundIp: OUTBOUND });
    // Nothing more is due until another day has passed.
    expect(await t.deps.proxyDetection.sweepOnce()).toBe(0);
  });

  it('runs on one node at a time: while another holds the lease, this one does nothing', async () => {
    t.clock.advance(25 * HOUR);
    await t.deps.kv.set('proxies:redetect', 'another-node', 60);
    echo.reset();
    socks.reset();
    expect(await t.deps.proxyDetection.sweepOnce()).toBe(0);
    expect(socks.state.connections + echo.state.requests).toBe(0);
    await t.deps.kv.del('proxies:redetect');
    expect(await t.deps.proxyDetection.sweepOnce()).toBe(3);
    expect(await t.deps.kv.get('proxies:redetect')).toBeNull();
  });

  it('start() sweeps on its schedule, and close() stops it', async () => {
    await signInAgain(t, me);
    const later = await socksProxy({ account: 'bob', password: 'Hunter#2' });
    await bind(later);
    const scheduled = createProxyDetection({
      config: { ...t.config, PROXY_REDETECT_S: 1 },
      db: t.deps.db,
      kv: t.deps.kv,
      clock: t.clock,
      crypto: createProxyCrypto(t.config.APP_SECRET!),
      log: pino({ level: 'silent' }),
    });
    scheduled.start();
    scheduled.start(); // a second start changes nothing
    try {
      const until = Date.now() + 5000;
      while ((await state([later]))[later]!.at === null && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await state([later])).toEqual({ [later]: { status: 1, at: now() } });
    } finally {
      await scheduled.close();
    }
    await t.deps.db.update(proxies).set({ detectTime: null, detectStatus: 0 }).where(eq(proxies.id, later));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await state([later])).toEqual({ [later]: { status: 0, at: null } });
  });
});

describe('the logs', () => {
  it('never hold the credentials, whatever fails', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const detection = createProxyDetection({
      config: t.config,
      db: t.deps.db,
      kv: t.deps.kv,
      clock: t.clock,
      crypto: createProxyCrypto(t.config.APP_SECRET!),
      log,
    });
    await signInAgain(t, me);
    const secret = 'Leak#Me!99';
    const ids = [
      await socksProxy({ password: secret }),
      await k.proxy(me, group, { protocol: 'HTTP', port: httpProxy.port, account: 'alice', password: secret }),
      await socksProxy({ port: silent.port, password: secret }),
      await socksProxy({ port: await deadPort(), password: secret }),
    ];
    const unreadable = await socksProxy({ password: secret });
    const [sealed] = await t.deps.db.select({ c: proxies.credentials }).from(proxies).where(eq(proxies.id, unreadable));
    // Sealed under another secret: it cannot be opened.
    const foreign = createProxyCrypto('another-secret-another-secret-another').seal({ account: 'alice', password: secret });
    await t.deps.db.update(proxies).set({ credentials: foreign }).where(eq(proxies.id, unreadable));
    try {
      const { results } = (await detection.detectForMember(me.id, { ids: [...ids, unreadable] }, 'en-US')) as {
        results: ProxyDetectResult[];
      };
      expect(results.map((r) => [r.ok, r.msg])).toEqual([
        ...ids.map(() => [false, 'Connection test failed! Please check the proxy info and ensure the IP is available']),
        [false, 'Detection failed'],
      ]);
    } finally {
      await detection.close();
    }
    const text = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(ids.length + 1);
    expect(text).toContain('proxy credentials could not be opened');
    for (const leak of [secret, foreign, sealed!.c, Buffer.from(`alice:${secret}`).toString('base64')]) expect(text).not.toContain(leak);
  });
});
