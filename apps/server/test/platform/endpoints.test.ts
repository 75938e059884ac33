import { API_AREAS, fillPath, inputInPath, inputInQuery } from '@cloudphone/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from '../kit/harness.js';
import { operatorToken, signedInMember } from '../kit/members.js';

// Fault injection is declared too, and served only with DEVICE_FAULTS: on here, so every declared endpoint is.
const t = await createHarness({ DEVICE_FAULTS: 'true' });
afterAll(() => t.close());

const declared = API_AREAS.flatMap(({ area, schemas }) =>
  Object.entries(area.endpoints).map(([name, endpoint]) => ({ endpoint, schema: schemas[name]!, tag: area.tag })),
);
const served = (method: string, url: string) =>
  t.routes.filter((route: RouteOptions) => route.url === url && [route.method].flat().includes(method));

describe('the endpoints the contract declares', () => {
  it('are each served once, with their schemas, tag and guard', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const { endpoint, schema, tag } of declared) {
      const routes = served(endpoint.method, endpoint.path);
      expect(routes, endpoint.path).toHaveLength(1);
      const routeSchema = routes[0]!.schema as {
        body?: unknown;
        querystring?: unknown;
        params?: unknown;
        tags?: string[];
        summary?: string;
      };
      const where = inputInPath(endpoint) ? routeSchema.params : inputInQuery(endpoint) ? routeSchema.querystring : routeSchema.body;
      expect(where, endpoint.path).toBe(schema.input);
      expect(routeSchema.tags).toEqual([tag]);
      expect(routeSchema.summary).toBe(schema.summary);
    }
  });

  it('refuse a caller who is not signed in, in their language, unless they are public', async () => {
    for (const { endpoint } of declared.filter(({ endpoint }) => endpoint.audience !== 'public')) {
      const res = await t.call({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id: 1 }),
        headers: { 'accept-language': 'en-US' },
        ...(inputInQuery(endpoint) ? {} : { payload: {} }),
      });
      expect(res.status, endpoint.path).toBe(401);
      expect(res.msg).toBe('Authentication failed, cannot access system resources');
    }
  });

  it('answer a GET in the envelope with data the reply schema accepts, to the audience they are for, and refuse one missing its input', async () => {
    const tokens = { member: (await signedInMember(t)).token, operator: await operatorToken(t) };
    const gets = declared.filter(({ endpoint }) => endpoint.method === 'GET');
    expect(new Set(gets.map(({ endpoint }) => endpoint.audience))).toEqual(new Set(['member', 'operator', 'public']));
    for (const { endpoint, schema } of gets) {
      const { audience } = endpoint;
      if (audience !== 'public') {
        const other = audience === 'member' ? 'operator' : 'member';
        const refused = await t.call({ method: 'GET', url: endpoint.path, headers: { authorization: `Bearer ${tokens[other]}` } });
        expect(refused.status, `${endpoint.path} as ${other}`).toBe(401);
      }
      const headers = { 'accept-language': 'en-US', ...(audience === 'public' ? {} : { authorization: `Bearer ${tokens[audience]}` }) };
      // Inputs with defaults only are called bare; one that needs a value (a phone id) is refused without it.
      const needsInput = schema.input?.safeParse({}).success === false;
      if (schema.produces && !needsInput) {
        // A file (a CSV export) answers its own content type, not the envelope.
        const file = await t.app.inject({ method: 'GET', url: endpoint.path, headers });
        expect(file.statusCode, endpoint.path).toBe(200);
        expect(file.headers['content-type'], endpoint.path).toContain(schema.produces);
        continue;
      }
      // Every path parameter gets a value no route accepts (a dictionary type or config key may be any word).
      const unacceptable = new Proxy({}, { get: () => 'no such!' }) as Record<string, unknown>;
      const res = await t.call({ method: 'GET', url: fillPath(endpoint.path, unacceptable), headers });
      if (needsInput) {
        expect(res.status, endpoint.path).toBe(400);
        expect(res.msg, `${endpoint.path}: an English message`).toMatch(/^[^\u4e00-\u9fff]+$/);
        continue;
      }
      expect(res.code, endpoint.path).toBe(0);
      expect(schema.reply?.safeParse(res.data).success, endpoint.path).toBe(true);
    }
  });
});
