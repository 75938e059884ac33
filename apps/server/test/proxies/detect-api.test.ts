import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ProxyDetectResult, type ProxyDetectResults, type ProxyRow } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxies } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { deadPort, httpProxyPeer, silentPeer } from '../peers/http-proxy-peer.js';
import { ipEchoPeer } from '../peers/ip-echo-peer.js';
import { LOOPBACK_TLS } from '../peers/loopback-tls.js';
import { cityRecord, writeMmdb } from '../peers/mmdb-writer.js';
import { socks5Peer } from '../peers/socks5-peer.js';
import { usePeer } from '../peers/use-peer.js';
import { EN, P, ZH, proxiesKit, type Account, type ProxiesKit } from './manage-kit.js';

/**
 * POST /app-api/infra/proxy/detect (issue 17 "Detection"): through a real SOCKS5 server with
 * authentication, an HTTP and an HTTPS proxy on loopback, to an IP echo on loopback that answers
 * the outbound IP the test chooses, located in a small City database the test writes.
 */

const LONDON_IP = '81.2.69.160';
const CHICAGO_IP = '203.0.113.7';
const UNLISTED_IP = '198.51.100.23';
const USERS: Record<string, string> = { alice: 'Secret#1' };
for (let n = 1; n <= 100; n++) USERS[`user${n}`] = `Pass#${n}`;

const echo = usePeer(ipEchoPeer({ body: `${LONDON_IP}\n` }));
const socks = usePeer(socks5Peer(USERS));
const httpProxy = usePeer(httpProxyPeer(USERS));
const httpsProxy = usePeer(httpProxyPeer(USERS, { tls: LOOPBACK_TLS }));
const silent = usePeer(silentPeer());

const TIMEOUT_MS = 1500;
const CONCURRENCY = 10;
let t: Harness;
let k: ProxiesKit;
let me: Account;
let group: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-detect-'));
  const geoip = path.join(dir, 'city.mmdb');
  writeFileSync(
    geoip,
    writeMmdb([
      {
        network: '81.2.69.0/24',
        data: cityRecord({
          countryCode: 'GB',
          country: 'United Kingdom',
          countryZh: '英国',
          region: 'England',
          city: 'London',
          timeZone: 'Europe/London',
          latitude: 51.5142,
          longitude: -0.0931,
        }),
      },
      {
        network: '203.0.113.0/24',
        data: cityRecord({
          countryCode: 'US',
          country: 'United States',
          region: 'Illinois',
          city: 'Chicago',
          timeZone: 'America/Chicago',
          latitude: 41.8781,
          longitude: -87.6298,
        }),
      },
    ]),
  );
  t = await createHarness({
    PROXY_DETECT_URL: echo.url,
    PROXY_DETECT_TIMEOUT_MS: String(TIMEOUT_MS),
    PROXY_DETECT_CONCURRENCY: String(CONCURRENCY),
    GEOIP_DB_PATH: geoip,
  });
  k = proxiesKit(t);
  me = await k.account();
  group = await k.group(me);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const detect = <D = ProxyDetectResult>(input: object, lang = EN, who = me) => k.post<D>(P.detect, who, input, lang);
const detectOk = async (input: object, lang = EN) => {
  const res = await detect(input, lang);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const stored = async (id: number) => (await t.deps.db.select().from(proxies).where(eq(proxies.id, id)))[0]!;
const row = async (id: number) => {
  const res = await k.get<ProxyRow>(P.get, me, { id });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const socksProxy = (over: { account?: string; password?: string; port?: number } = {}) =>
  k.proxy(me, group, { protocol: 'SOCKS5', port: socks.port, account: 'alice', password: 'Secret#1', ...over });

const NOWHERE = { country: null, region: null, city: null, timeZone: null, longitude: null, latitude: null };
const CONNECT_FAILED = {
  [EN]: 'Connection test failed! Please check the proxy info and ensure the IP is available',
  [ZH]: '连接测试失败！请检查代理信息并确保IP可用',
};

describe('a good proxy', () => {
  it('SOCKS5: finds the outbound IP and where it is, says so in the caller language, and records it', async () => {
    const id = await socksProxy();
    const now = t.clock.now().getTime();
    expect(await detectOk({ id })).toEqual({
      id,
      ok: true,
      msg: 'Detection successful',
      outboundIp: LONDON_IP,
      country: 'United Kingdom',
      region: 'England',
      city: 'London',
      timeZone: 'Europe/London',
      longitude: -0.0931,
      latitude: 51.5142,
      detectTime: now,
    });
    expect(socks.state.destinations).toEqual([new URL(echo.url).host]);
    expect(await row(id)).toMatchObject({
      outboundIp: LONDON_IP,
      country: 'United Kingdom',
      region: 'England',
      city: 'London',
      timeZone: 'Europe/London',
      longitude: -0.0931,
      latitude: 51.5142,
      detectTime: now,
      detectStatus: 1,
    });
    expect(await stored(id)).toMatchObject({ countryCode: 'GB', detectError: null });

    t.clock.advance(60_000);
    expect(await detectOk({ id }, ZH)).toMatchObject({ ok: true, msg: '检测成功', detectTime: now + 60_000 });
  });

  it.each(['HTTP', 'HTTPS'] as const)('%s: tunnels with CONNECT and finds the same', async (protocol) => {
    echo.state.answer = { body: CHICAGO_IP };
    const proxy = protocol === 'HTTP' ? httpProxy : httpsProxy;
    const id = await k.proxy(me, group, { protocol, port: proxy.port, account: 'alice', password: 'Secret#1' });
    expect(await detectOk({ id })).toMatchObject({
      ok: true,
      outboundIp: CHICAGO_IP,
      country: 'United States',
      region: 'Illinois',
      city: 'Chicago',
      timeZone: 'America/Chicago',
      longitude: -87.6298,
      latitude: 41.8781,
    });
    expect(proxy.state.destinations).toEqual([new URL(echo.url).host]);
    expect(await stored(id)).toMatchObject({ countryCode: 'US', detectStatus: 1 });
  });

  it('an IP the database lacks: success with the IP and no location', async () => {
    echo.state.answer = { body: UNLISTED_IP };
    const id = await socksProxy();
    expect(await detectOk({ id })).toMatchObject({ ok: true, msg: 'Detection successful', outboundIp: UNLISTED_IP, ...NOWHERE });
    expect(await row(id)).toMatchObject({ outboundIp: UNLISTED_IP, detectStatus: 1, ...NOWHERE });
    expect(await stored(id)).toMatchObject({ countryCode: null });
  });
});

describe('a failing proxy', () => {
  const failsToConnect = async (id: number) => {
    for (const lang of [EN, ZH] as const)
      expect(await detectOk({ id }, lang)).toEqual({
        id,
        ok: false,
        msg: CONNECT_FAILED[lang],
        outboundIp: null,
        ...NOWHERE,
        detectTime: t.clock.now().getTime(),
      });
    expect(await row(id)).toMatchObject({ detectStatus: 2, detectTime: t.clock.now().getTime(), outboundIp: null });
    expect(await stored(id)).toMatchObject({ detectError: 'proxy.detect.connectFailed' });
  };

  it('wrong credentials: "Connection test failed", recorded as failed; the echo is never reached', async () => {
    await failsToConnect(await socksProxy({ password: 'Wrong#1' }));
    await failsToConnect(await k.proxy(me, group, { protocol: 'HTTP', port: httpProxy.port, account: 'alice', password: 'Wrong#1' }));
    expect(socks.state.refused).toEqual(['alice', 'alice']);
    expect(httpProxy.state.refused).toEqual(['alice', 'alice']);
    expect(echo.state.requests).toBe(0);
  });

  it('a dead port: "Connection test failed"', async () => {
    await failsToConnect(await socksProxy({ port: await deadPort() }));
  });

  it('a proxy that never answers: "Connection test failed" once the timeout has passed', async () => {
    const id = await socksProxy({ port: silent.port });
    const started = Date.now();
    expect(await detectOk({ id })).toMatchObject({ ok: false, msg: CONNECT_FAILED[EN] });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);
    expect(silent.state.accepted).toBe(1);
  });

  it('an echo that answers without an IPv4: "Detection failed"', async () => {
    const id = await socksProxy();
    echo.state.answer = { body: 'Too many requests' };
    expect(await detectOk({ id })).toMatchObject({ ok: false, msg: 'Detection failed', outboundIp: null });
    expect(await detectOk({ id }, ZH)).toMatchObject({ ok: false, msg: '检测失败' });
    expect(await stored(id)).toMatchObject({ detectStatus: 2, detectError: 'proxy.detect.failed' });
  });

  it('a proxy that worked and then fails keeps where it last was, marked failed', async () => {
    const id = await socksProxy({ account: 'user1', password: 'Pass#1' });
    await detectOk({ id });
    USERS.user1 = 'Changed#1';
    try {
      expect(await detectOk({ id })).toMatchObject({ ok: false, outboundIp: null });
    } finally {
      USERS.user1 = 'Pass#1';
    }
    expect(await row(id)).toMatchObject({ detectStatus: 2, outboundIp: LONDON_IP, country: 'United Kingdom', city: 'London' });
  });
});

describe('whose proxies', () => {
  it("another member's proxy, or one that does not exist, refuses the whole call and detects nothing", async () => {
    const other = await k.account();
    const theirs = await k.proxy(other, await k.group(other), { port: socks.port, account: 'alice', password: 'Secret#1' });
    const mine = await socksProxy();
    for (const input of [{ id: theirs }, { ids: [mine, theirs] }, { ids: [mine, 987_654_321] }]) {
      k.refused(await detect(input), 'PROXY_NOT_FOUND', 'This proxy does not exist');
      k.refused(await detect(input, ZH), 'PROXY_NOT_FOUND', '代理不存在');
    }
    expect(socks.state.connections).toBe(0);
    expect(await stored(mine)).toMatchObject({ detectStatus: 0, detectTime: null });
    expect(await stored(theirs)).toMatchObject({ detectStatus: 0, detectTime: null });
    // Its owner detects it.
    expect((await detect({ id: theirs }, EN, other)).data).toMatchObject({ ok: true });
  });

  it('takes 1 to 100 ids, each once', async () => {
    const id = await socksProxy();
    k.invalid(await detect({ ids: [] }), 'Please select proxies');
    k.invalid(await detect({ ids: Array.from({ length: 101 }, (_, i) => id + i) }), 'At most 100 proxies can be detected at once');
    k.invalid(await detect({}), 'Please select proxies');
    k.invalid(await detect({ id, ids: [id] }), 'Please select proxies');
    expect((await detect({ ids: [id, id] })).status).toBe(400);
    expect(socks.state.connections).toBe(0);
  });
});

describe('many at once', () => {
  it('answers a result per id, in order', async () => {
    const good = await socksProxy();
    const wrong = await socksProxy({ password: 'Wrong#1' });
    const dead = await socksProxy({ port: await deadPort() });
    const http = await k.proxy(me, group, { protocol: 'HTTP', port: httpProxy.port, account: 'alice', password: 'Secret#1' });
    const { results } = (await detectOk({ ids: [dead, good, wrong, http] }, ZH)) as unknown as ProxyDetectResults;
    expect(results.map((r) => [r.id, r.ok, r.msg, r.outboundIp])).toEqual([
      [dead, false, CONNECT_FAILED[ZH], null],
      [good, true, '检测成功', LONDON_IP],
      [wrong, false, CONNECT_FAILED[ZH], null],
      [http, true, '检测成功', LONDON_IP],
    ]);
  });

  it(`detects 100 proxies, ${CONCURRENCY} at a time, and records every one`, async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `127.0.0.1:${socks.port}:user${i + 1}:Pass#${i + 1}{batch ${i + 1}}`);
    const added = await k.post<{ results: { status: string; id?: number }[] }>(P.createBatch, me, {
      groupId: group,
      content: lines.join('\n'),
      checkDuplicate: false,
    });
    expect(added.code, added.msg).toBe(0);
    const ids = added.data.results.map((r) => r.id!);
    expect(ids).toHaveLength(100);

    echo.state.answer = { body: LONDON_IP, delayMs: 150 };
    const { results } = (await detectOk({ ids })) as unknown as ProxyDetectResults;
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(results.every((r) => r.ok && r.outboundIp === LONDON_IP && r.city === 'London')).toBe(true);
    // Bounded: never more than the configured number at once at the echo or through the proxy,
    // and in parallel up to it (a loaded machine may not fill every slot at the same instant).
    expect(echo.state.requests).toBe(100);
    expect(echo.state.maxActive).toBeLessThanOrEqual(CONCURRENCY);
    expect(echo.state.maxActive).toBeGreaterThanOrEqual(CONCURRENCY / 2);
    expect(socks.state.maxActive).toBeLessThanOrEqual(CONCURRENCY);
    expect(new Set(socks.state.destinations).size).toBe(1);

    const rows = await Promise.all(ids.map(stored));
    expect(rows.every((r) => r.detectStatus === 1 && r.outboundIp === LONDON_IP && r.detectTime !== null)).toBe(true);
  });
});
