import type { Locale } from '@cloudphone/contract';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_MEMBERS, DEMO_OPERATOR, DEMO_PASSWORD } from '../../src/demo/seed.js';
import { isCatalogueText } from '../fuzz/catalogue-match.js';
import { dbFingerprint } from '../fuzz/db-fingerprint.js';
import {
  fieldNames,
  fieldsOf,
  huge,
  junkBody,
  junkPathSegment,
  junkQuery,
  parsedQuery,
  poisonedBody,
  poisonedQuery,
  queryString,
  withControl,
} from '../fuzz/fuzz-inputs.js';
import { createHarness } from '../kit/harness.js';

/**
 * Walks the app's route table: every route gets only input it must refuse (wrong types, missing
 * and extra fields, huge strings, control characters, nested junk, wrong content types), as a
 * signed-in member (operator on /admin-api), and must answer a translated 4xx and change no row.
 * Routes come from the app itself, so a new route is walked without naming it here.
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> walks deeper.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const t = await createHarness({ DEMO_DATA: 'true' });
afterAll(() => t.close());

async function login(url: string, payload: object) {
  const res = await t.call<{ accessToken: string }>({ method: 'POST', url, payload });
  if (res.code !== 0) throw new Error(`${url}: ${res.msg}`);
  return res.data.accessToken;
}
const memberToken = await login('/app-api/member/auth/login', { phone: DEMO_MEMBERS[0].phone, password: DEMO_PASSWORD });
const operatorToken = await login('/admin-api/system/auth/login', { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
interface Walked {
  method: string;
  url: string;
  websocket: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}
const isZod = (s: unknown): s is z.ZodType => typeof (s as { safeParse?: unknown } | undefined)?.safeParse === 'function';
/** The consoles' static pages (member and operator) and the API docs take no input of their own. */
const isStatic = (url: string) =>
  url === '/' ||
  url === '*' ||
  url.startsWith('/app/') ||
  url === '/app' ||
  url.startsWith('/admin/') ||
  url === '/admin' ||
  url.startsWith('/app-api/docs');
/**
 * What payment providers call, and the sandbox's cashier page: they answer in the provider's own
 * format, not the console's envelope (test/orders and the provider tests refuse their bad input).
 */
const isProviderFacing = (url: string) => url.startsWith('/app-api/pay/notify/') || url.startsWith('/pay-sandbox/');

const walked: Walked[] = t.routes.flatMap((route: RouteOptions) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS' && !isStatic(route.url) && !isProviderFacing(route.url))
    .map((method) => {
      const schema = route.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      return {
        method,
        url: route.url,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
        ...(isZod(schema?.body) ? { body: schema.body } : {}),
        ...(isZod(schema?.querystring) ? { query: schema.querystring } : {}),
        ...(isZod(schema?.params) ? { params: schema.params } : {}),
      };
    }),
);

const tokenFor = (url: string) => (url.startsWith('/admin-api') ? operatorToken : memberToken);
/** A route's path with its parameters filled in: a plausible id unless the test puts junk there. */
const pathOf = (url: string, fill = '1') => url.replace(/:\w+/g, encodeURIComponent(fill)).replace(/\*$/, encodeURIComponent(fill));

interface Sent {
  method: string;
  url: string;
  lang: Locale;
  payload?: string | Buffer;
  contentType?: string;
}

let client = 0;
/** Each request from its own address, so the per-address rate limits never answer in place of the route. */
const nextAddress = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

/** Sends one request and checks the answer is a translated refusal; returns the status. */
async function refused(req: Sent, what: string, expectedStatus?: number) {
  const res = await t.app.inject({
    method: req.method as 'POST',
    remoteAddress: nextAddress(),
    url: req.url,
    headers: {
      authorization: `Bearer ${tokenFor(req.url)}`,
      'accept-language': req.lang,
      ...(req.contentType ? { 'content-type': req.contentType } : {}),
    },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  const where = `${req.method} ${req.url.slice(0, 200)} [${what}] seed ${SEED}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  if (expectedStatus) expect(res.statusCode, where).toBe(expectedStatus);
  const body = res.json<{ code: unknown; msg: unknown }>();
  expect(typeof body.code === 'number' && body.code !== 0, where).toBe(true);
  expect(typeof body.msg === 'string' && isCatalogueText(body.msg, req.lang), where).toBe(true);
  return res.statusCode;
}

const lang = fc.constantFrom<Locale>('zh-CN', 'en-US');
const options = (runs = RUNS) => ({ seed: SEED, numRuns: runs });

/** Raw bodies a route must refuse before any handler runs: wrong media types, bad JSON, too big. */
const RAW_BODIES: Array<{ what: string; contentType?: string; payload: string | Buffer; status?: number }> = [
  { what: 'text/plain', contentType: 'text/plain', payload: 'phone=1', status: 415 },
  { what: 'xml', contentType: 'application/xml', payload: '<a>1</a>', status: 415 },
  { what: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2', status: 415 },
  { what: 'octet-stream', contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]), status: 415 },
  { what: 'json in latin1', contentType: 'application/json; charset=iso-8859-1', payload: '{}', status: 415 },
  { what: 'json in utf-16', contentType: 'application/json; charset=utf-16', payload: '{}', status: 415 },
  { what: 'broken json', contentType: 'application/json', payload: '{"a":' },
  { what: 'empty json', contentType: 'application/json', payload: '' },
  { what: 'json with a NUL outside strings', contentType: 'application/json', payload: '{"a":1}\u0000' },
  { what: 'oversized json', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}`, status: 413 },
];

describe(`every route refuses bad input (seed ${SEED})`, () => {
  it('walks the whole route table', () => {
    expect(walked.length).toBeGreaterThan(50);
    expect(walked.some((r) => r.url.startsWith('/admin-api'))).toBe(true);
  });

  it("refuses control characters and huge text in every field of every route's schemas", () => {
    for (const route of walked)
      for (const schema of [route.body, route.query, route.params])
        for (const [name, field] of Object.entries(schema ? fieldsOf(schema) : {}))
          fc.assert(
            fc.property(fc.oneof(withControl, huge), (bad) => {
              expect(field.safeParse(bad).success, `${route.method} ${route.url} ${name}: ${JSON.stringify(bad.slice(0, 40))}`).toBe(false);
            }),
            options(10),
          );
  });

  it.each(walked.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const before = await dbFingerprint(t.deps.db);
    const base = pathOf(route.url);

    if (route.body) {
      const schema = route.body;
      const keys = fieldNames(schema);
      await fc.assert(
        fc.asyncProperty(junkBody(keys.length ? keys : ['value']), lang, async (body, l) => {
          fc.pre(!schema.safeParse(body).success);
          await refused(
            { method: route.method, url: base, lang: l, payload: JSON.stringify(body), contentType: 'application/json' },
            'junk body',
          );
        }),
        options(),
      );
      if (keys.length)
        await fc.assert(
          fc.asyncProperty(poisonedBody(keys), lang, async (body, l) => {
            await refused(
              { method: route.method, url: base, lang: l, payload: JSON.stringify(body), contentType: 'application/json' },
              `control character or huge text in ${JSON.stringify(body).slice(0, 120)}`,
            );
          }),
          options(),
        );
      for (const payload of ['[]', '42', 'null', '"text"', 'true'])
        await refused({ method: route.method, url: base, lang: 'en-US', payload, contentType: 'application/json' }, `json ${payload}`);
    }

    if (route.query) {
      const schema = route.query;
      const keys = fieldNames(schema);
      await fc.assert(
        fc.asyncProperty(junkQuery(keys.length ? keys : ['value']), lang, async (query, l) => {
          const qs = queryString(query);
          fc.pre(!schema.safeParse(parsedQuery(qs)).success);
          await refused({ method: route.method, url: `${base}?${qs}`, lang: l }, 'junk query');
        }),
        options(),
      );
      if (keys.length)
        await fc.assert(
          fc.asyncProperty(poisonedQuery(keys), lang, async (query, l) => {
            await refused(
              { method: route.method, url: `${base}?${queryString(query)}`, lang: l },
              'control character or huge text in query',
            );
          }),
          options(),
        );
    }

    if (route.params) {
      const schema = route.params;
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(junkPathSegment, lang, async (segment, l) => {
          fc.pre(!schema.safeParse(Object.fromEntries(names.map((n) => [n, segment]))).success);
          await refused({ method: route.method, url: pathOf(route.url, segment), lang: l }, 'junk path parameter');
        }),
        options(),
      );
    }

    if (BODY_METHODS.includes(route.method) && !route.websocket) {
      for (const raw of RAW_BODIES) {
        const status = await refused({ method: route.method, url: base, lang: 'zh-CN', ...raw }, raw.what, raw.status);
        expect(status).toBeLessThan(500);
      }
    }

    if (route.websocket || (!route.body && !route.query && !route.params && route.method === 'GET')) {
      // No input schema: the route must at least survive junk in its query and path.
      await fc.assert(
        fc.asyncProperty(junkQuery(['token', 'ticket', 'lang', 'id']), lang, async (query, l) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `${route.url.includes(':') ? pathOf(route.url, 'x\u0000') : base}?${queryString(query)}`,
            headers: { authorization: `Bearer ${tokenFor(route.url)}`, 'accept-language': l },
          });
          expect(res.statusCode, `${route.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        options(5),
      );
    }

    expect(await dbFingerprint(t.deps.db), `${route.method} ${route.url} changed rows (seed ${SEED})`).toEqual(before);
  });

  it('leaves the member and the operator signed in: no refused request ended their sessions', async () => {
    const member = await t.call({
      method: 'GET',
      url: '/app-api/member/member/currentMemberInfo',
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(member).toMatchObject({ status: 200, code: 0 });
    const operator = await t.call({
      method: 'GET',
      url: '/admin-api/system/auth/get-permission-info',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(operator).toMatchObject({ status: 200, code: 0 });
  });
});
