import { fakeClock } from '../../src/infra/clock.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { members } from '../../src/db/schema.js';
import { DEMO_MEMBERS } from '../../src/demo/seed.js';
import { BRANDING_KEY, GLOBAL_CONFIG_KEY } from '../../src/modules/front/front.service.js';
import { createHarness, openTestResources, testConfig, type Harness } from '../kit/harness.js';
import { bearer, makeMember, PASSWORD, smsCode } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

describe('front config', () => {
  it('serves default branding and operator overrides from stored settings', async () => {
    const before = await t.call<{ text: string; loginWay: string; registerType: string }>({
      method: 'GET',
      url: '/app-api/system/front/logo',
    });
    expect(before.data).toMatchObject({ text: '云手机', loginWay: 'phone', registerType: 'phone' });
    await t.deps.settings.set(BRANDING_KEY, { text: '星云云机', welcomeText: '欢迎' });
    await t.deps.settings.set(GLOBAL_CONFIG_KEY, { notNeedMenus: ['proxy'] });
    const after = await t.call<{ text: string; welcomeText: string; main: string }>({ method: 'GET', url: '/app-api/system/front/logo' });
    expect(after.data).toMatchObject({ text: '星云云机', welcomeText: '欢迎', main: '/app/favicon.svg' });
    const cfg = await t.call<{ notNeedMenus: string[] }>({ method: 'GET', url: '/app-api/system/front/global-config' });
    expect(cfg.data.notNeedMenus).toEqual(['proxy']);
  });
});

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('publishes an OpenAPI document covering the sign-in API, with a browsable page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
      paths: Record<string, unknown>;
      openapi: string;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/app-api/member/auth/login',
      '/app-api/member/auth/sms-login',
      '/app-api/member/auth/register',
      '/app-api/member/auth/refresh-token',
      '/app-api/member/auth/logout',
      '/app-api/member/captcha/sendSmsCode',
      '/app-api/member/captcha/captchaImage',
      '/app-api/member/member/update-phone-password',
      '/app-api/system/front/logo',
      '/getInfo',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const page = await t.app.inject({ method: 'GET', url: '/app-api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sets the security headers on every answer, the content policy included', async () => {
    for (const url of ['/healthz', '/app-api/system/front/logo', '/app-api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('answers unknown API paths with the translated 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/app-api/nope', headers: { 'accept-language': 'en-US' } });
    expect(res).toMatchObject({ status: 404, code: 404, msg: 'The requested resource does not exist' });
  });

  it('answers malformed JSON with a 400 envelope, not a crash', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/app-api/member/auth/login',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, code: 400, msg: '请求参数不正确' });
  });

  it('rate-limits sign-in endpoints per IP with a translated 429', async () => {
    const c = await createHarness({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const hit = () =>
        c.call({
          method: 'POST',
          url: '/app-api/member/auth/login',
          payload: { phone: '13800138000', password: 'x' },
          remoteAddress: '10.1.1.1',
          headers: { 'accept-language': 'en-US' },
        });
      for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(400);
      expect(await hit()).toMatchObject({ status: 429, code: 429, msg: 'Too many requests, please try again later' });
    } finally {
      await c.close();
    }
  });
});

describe('web console hosting', () => {
  let w: Harness;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cp-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>console</title></head><body></body></html>');
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/login': { js: ['assets/login-x1.js', 'assets/react-x2.js'], css: ['assets/login-x3.css'] } }),
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    w = await createHarness({ WEB_DIST: dist });
  });
  afterAll(() => w.close());

  it('redirects / to /app/ and serves index.html for history routes', async () => {
    expect((await w.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/app/');
    for (const url of ['/app/', '/app/login?redirect=%2Findex', '/app/index', '/app/setting/account']) {
      const res = await w.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("announces a public page's chunks in the HTML served for it, and only for it", async () => {
    const login = (await w.app.inject({ method: 'GET', url: '/app/login?redirect=%2Findex' })).body;
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/app/assets/login-x1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/app/assets/react-x2.js">');
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/app/assets/login-x3.css">');
    // In the head, so the browser starts them while it parses the page.
    expect(login.indexOf('login-x1.js')).toBeLessThan(login.indexOf('</head>'));
    for (const url of ['/app/', '/app/index', '/app/register']) {
      expect((await w.app.inject({ method: 'GET', url })).body).not.toContain('modulepreload');
    }
  });

  it('serves hashed assets as immutable and a missing chunk as 404 so the page reloads', async () => {
    const asset = await w.app.inject({ method: 'GET', url: '/app/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await w.app.inject({ method: 'GET', url: '/app/assets/app-old999.js' })).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('creates the demo members once on an empty database', async () => {
    const { resources, drop } = await openTestResources();
    try {
      const config = testConfig({ DEMO_DATA: 'true' });
      const first = await buildApp({ config, resources, logger: false });
      await first.app.close();
      const second = await buildApp({ config, resources, logger: false });
      const login = await second.app.inject({
        method: 'POST',
        url: '/app-api/member/auth/login',
        payload: { phone: '13800138000', password: 'Demo@2026' },
      });
      expect(login.json().code).toBe(0);
      const [row] = await resources.database.db.select({ n: count() }).from(members);
      expect(row!.n).toBe(DEMO_MEMBERS.length);
      const operator = await second.app.inject({
        method: 'POST',
        url: '/admin-api/system/auth/login',
        payload: { username: 'admin', password: 'Admin@2026' },
      });
      expect(operator.json().code).toBe(0);
      await second.app.close();
    } finally {
      await drop();
    }
  });

  it('gives the demo members phones in groups, with tags, in mixed states', async () => {
    const { resources, drop } = await openTestResources();
    try {
      const clock = fakeClock();
      const built = await buildApp({ config: testConfig({ DEMO_DATA: 'true' }), resources, logger: false, clock });
      const signInAs = async (phone: string) =>
        (await built.app.inject({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone, password: 'Demo@2026' } })).json()
          .data.accessToken as string;
      const list = async (token: string) =>
        (
          await built.app.inject({
            method: 'POST',
            url: '/app-api/trade/phone/app-page',
            payload: { pageSize: 50 },
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().data as {
          total: number;
          list: Array<{
            status: number;
            groupName: string | null;
            tags: unknown[];
            expiringSoon: boolean;
            powerOn: boolean;
            accreditType: number | null;
          }>;
        };
      const main = await signInAs('13800138000');
      // The failed reset runs its course first.
      clock.advance(60_000);
      await built.deps.driver.tick?.();
      await built.deps.reconciler.idle();
      const phones = await list(main);
      expect(phones.total).toBe(8);
      expect(new Set(phones.list.map((p) => p.groupName).filter(Boolean))).toEqual(new Set(['游戏挂机', '电商运营']));
      expect(phones.list.some((p) => p.tags.length > 0)).toBe(true);
      expect(phones.list.filter((p) => p.status === 5)).toHaveLength(1);
      expect(phones.list.filter((p) => p.status === 1).length).toBeGreaterThanOrEqual(6);
      expect(phones.list.some((p) => p.expiringSoon)).toBe(true);
      expect(phones.list.some((p) => !p.powerOn)).toBe(true);
      const bin = await built.app.inject({
        method: 'GET',
        url: '/app-api/trade/phone/recycle-page',
        headers: { authorization: `Bearer ${main}` },
      });
      expect(bin.json().data.total).toBe(1);
      // The second member's two phones and the two the main member shares with them; the sub-account's one.
      const second = await list(await signInAs('13900139000'));
      expect(second.total).toBe(4);
      expect(second.list.map((p) => p.accreditType).sort()).toEqual([1, 2, null, null]);
      expect((await list(await signInAs('13700137000'))).total).toBe(1);
      // One finished push in the upload records.
      const uploads = await built.app.inject({
        method: 'GET',
        url: '/app-api/infra/upload-record/page',
        headers: { authorization: `Bearer ${main}` },
      });
      expect(uploads.json().data.list).toMatchObject([{ name: '欢迎.txt', type: 'file', status: 'success', total: 2, success: 2 }]);
      // Six proxies in two groups, two of them bound to phones (issue 17).
      const proxies = await built.app.inject({
        method: 'GET',
        url: '/app-api/infra/proxy/page?pageSize=50',
        headers: { authorization: `Bearer ${main}` },
      });
      const proxyRows = proxies.json().data.list as Array<{ groupName: string; bindCount: number }>;
      expect(proxyRows).toHaveLength(6);
      expect(new Set(proxyRows.map((p) => p.groupName)).size).toBe(2);
      expect(proxyRows.filter((p) => p.bindCount > 0)).toHaveLength(2);
      const rows = (await list(main)).list as unknown as Array<{ id: number; alias: string; proxyHost: string | null }>;
      expect(rows.filter((p) => p.proxyHost)).toHaveLength(2);
      // One phone runs an image older than its chip's newest on sale, so the image upgrade can be tried.
      const live = rows.find((p) => p.alias === '直播间')!;
      const upgrade = await built.app.inject({
        method: 'POST',
        url: '/app-api/trade/phone/upgrade-image',
        payload: { phoneIds: [live.id] },
        headers: { authorization: `Bearer ${main}` },
      });
      expect(upgrade.json().data.results).toMatchObject([{ phoneId: live.id, ok: true }]);
      await built.app.close();
    } finally {
      await drop();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { resources, drop } = await openTestResources();
    const config = testConfig({ SMS_PROVIDER: 'console', LOG_LEVEL: 'trace' });
    const { app } = await buildApp({ config, resources, logStream: sink });
    try {
      const m = await makeMember(resources.database.db);
      const login = (
        await app.inject({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone: m.phone, password: PASSWORD } })
      ).json().data;
      const refreshed = (
        await app.inject({ method: 'POST', url: `/app-api/member/auth/refresh-token?refreshToken=${login.refreshToken}` })
      ).json().data;
      await app.inject({ method: 'GET', url: '/getInfo', headers: bearer(refreshed.accessToken) });
      const harnessLike = {
        call: async (o: object) => (await app.inject(o as never)).json(),
        clock: { advance() {} },
      } as unknown as Harness;
      const code = await smsCode(harnessLike, '13712345678');
      const text = lines.join('\n');
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(login.refreshToken);
      expect(text).not.toContain(login.accessToken);
      expect(text).not.toContain(refreshed.accessToken);
      // The console provider is the one place a code may be logged; nothing else repeats it.
      expect(text.split(code).length - 1).toBe(1);
      expect(text).toContain('[redacted]');
    } finally {
      await app.close();
      await drop();
    }
  });
});
