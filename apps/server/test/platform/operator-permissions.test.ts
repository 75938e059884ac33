import { OPERATOR_PERMISSIONS, fillPath } from '@cloudphone/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from '../kit/harness.js';
import { operatorToken } from '../kit/members.js';

const t = await createHarness({ DEVICE_FAULTS: 'true' });
afterAll(() => t.close());

/** Every operator route the app serves, found in its route table (a route added later is covered without naming it). */
const operatorRoutes = () =>
  t.routes
    .filter((route: RouteOptions) => route.url.startsWith('/admin-api/') && !route.url.startsWith('/admin-api/system/auth/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, permission: route.config?.permission })))
    // Fastify's automatic HEAD twin of each GET answers without a body; the GET is checked.
    .filter(({ method }) => method !== 'HEAD');

describe('every /admin-api route', () => {
  it('declares a permission from the catalogue', () => {
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url, permission } of routes)
      expect(OPERATOR_PERMISSIONS as readonly string[], `${method} ${url}`).toContain(permission);
  });

  it('answers 403 in the caller language, before reading the input, to an operator without that permission', async () => {
    const none = await operatorToken(t, []);
    for (const { method, url } of operatorRoutes()) {
      const res = await t.call({
        method: method as 'GET',
        url: fillPath(url, { id: 1, dictCode: 1, configId: 1, userId: 1, key: 'x', dictType: 'x', orderNo: 'x' }),
        headers: { authorization: `Bearer ${none}`, 'accept-language': 'en-US' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { not: 'valid' } }),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.msg).toBe('Current operation has no permission');
    }
  });

  it('lets a role through to the routes it holds and no others (finance reads the fleet, cannot change it)', async () => {
    const finance = await operatorToken(t, ['finance']);
    const headers = { authorization: `Bearer ${finance}` };
    const fault = await t.call({ method: 'POST', url: '/admin-api/devices/fault', headers, payload: {} });
    expect(fault.status).toBe(403);
    const orders = await t.call({ method: 'GET', url: '/admin-api/trade/order/page?pageNo=1&pageSize=10', headers });
    expect(orders.status).toBe(200);
    const switches = await t.call({ method: 'PUT', url: '/admin-api/member/permission-switches', headers, payload: {} });
    expect(switches.status).toBe(403);
  });
});
