import { API_AREAS } from '@cloudphone/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from './harness.js';
import { signedInMember } from './members.js';

const t = await createHarness();
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
      const routeSchema = routes[0]!.schema as { body?: unknown; querystring?: unknown; tags?: string[]; summary?: string };
      expect(endpoint.method === 'GET' ? routeSchema.querystring : routeSchema.body, endpoint.path).toBe(schema.input);
      expect(routeSchema.tags).toEqual([tag]);
      expect(routeSchema.summary).toBe(schema.summary);
    }
  });

  it('refuse a caller who is not signed in, in their language', async () => {
    for (const { endpoint } of declared) {
      const res = await t.call({
        method: endpoint.method,
        url: endpoint.path,
        headers: { 'accept-language': 'en-US' },
        ...(endpoint.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.status, endpoint.path).toBe(401);
      expect(res.msg).toBe('Authentication failed, cannot access system resources');
    }
  });

  it('answer in the envelope with data the reply schema accepts', async () => {
    const member = await signedInMember(t);
    for (const { endpoint, schema } of declared.filter(({ endpoint }) => endpoint.method === 'GET')) {
      const res = await t.call({ method: 'GET', url: endpoint.path, headers: { authorization: `Bearer ${member.token}` } });
      expect(res.code, endpoint.path).toBe(0);
      expect(schema.reply.safeParse(res.data).success, endpoint.path).toBe(true);
    }
  });
});
