import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../fuzz/db-fingerprint.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { uploadsEnv } from '../uploads/uploads-fixture.js';
import { EXPECTED, mayChange, outcomeOf, type Outcome } from './matrix-outcomes.js';
import { inputFor, matrixRoutes, type MatrixRoute } from './matrix-routes.js';
import { buildWorld, CALLERS, setUpMembers, type Caller, type Members } from './matrix-world.js';

/**
 * The authorization matrix (issue 16): every member route that names a phone, group, tag, upload,
 * share link, grant or sub-account, taken from the app's route table (a new route is walked
 * without being named here), called by each kind of caller. The outcome each caller must get is
 * written once per kind of route (matrix-outcomes.ts); a caller who must not act changes no row.
 */
let t: Harness;
let members: Members;
let routes: MatrixRoute[];

beforeAll(async () => {
  // Every world attaches a sub-account with an SMS code, all from one address.
  t = await createHarness(uploadsEnv({ DEMO_DATA: 'true', SMS_IP_HOURLY_LIMIT: '100000' }));
  members = await setUpMembers(t);
  routes = matrixRoutes(t.routes as RouteOptions[]);
}, 120_000);
afterAll(() => t?.close());

async function callAs(route: MatrixRoute, caller: Caller, given: Record<string, unknown>) {
  // A path parameter (the message center's info/:id) goes into the path, the rest where the route takes it.
  const input = { ...given };
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = input[name];
    delete input[name];
    return encodeURIComponent(String(value));
  });
  const reply = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...members.headers[caller], 'accept-language': 'zh-CN' },
    ...(route.inQuery ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) } : { payload: input }),
  });
  // A thumbnail or a CSV answers its content, not the envelope: a CSV of the header alone is an empty list.
  const type = String(reply.headers['content-type']);
  const csvRows = type.startsWith('text/csv') ? reply.body.trim().split('\n').slice(1) : undefined;
  const body = type.startsWith('application/json')
    ? (reply.json() as { code: number; data: unknown; msg: string })
    : { code: 0, data: csvRows ? { list: csvRows } : null, msg: '' };
  // An export answers the name of a file (issue 18): what it holds is read as the console reads it,
  // and removed with the download, so the file itself counts as no change.
  const fileName = (body.data as { fileName?: unknown } | null)?.fileName;
  if (body.code === 0 && typeof fileName === 'string') {
    const file = await t.app.inject({
      method: 'GET',
      url: `/app-api/member/common/common/download?fileName=${encodeURIComponent(fileName)}&delete=true`,
      headers: members.headers[caller],
    });
    body.data = { list: file.body.trim().split('\n').slice(1) };
  }
  const res = { status: reply.statusCode, ...body };
  return { outcome: outcomeOf(res), msg: res.msg };
}

describe('the authorization matrix', () => {
  it('covers the routes of every kind', () => {
    const kinds = new Set(routes.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['object', 'phone:operate', 'phone:owner', 'phone:watch']);
    expect(routes.length).toBeGreaterThan(50);
    // Proxies and proxy groups are their owner's; binding one to phones is the phones' owner's (issue 17).
    const kindOf = (name: string) => routes.find((r) => r.name === name)?.kind;
    expect(kindOf('POST /app-api/infra/renew-redesign/proxy-setting')).toBe('phone:owner');
    for (const name of [
      'POST /app-api/infra/renew-redesign/group-proxy-setting',
      'GET /app-api/infra/proxy/page',
      'GET /app-api/infra/proxy/get',
      'POST /app-api/infra/proxy/create',
      'POST /app-api/infra/proxy/create-batch',
      'POST /app-api/infra/proxy/update',
      'POST /app-api/infra/proxy/delete-batch',
      'POST /app-api/infra/proxy/update-group',
      'POST /app-api/infra/proxy/merge-group',
      'POST /app-api/infra/proxy/detect',
      'POST /app-api/infra/proxy-group/update',
      'POST /app-api/infra/proxy-group/delete',
      // Messages of the message center are their member's (issue 18).
      'GET /app-api/system/notify-message/info/:id',
      'POST /app-api/system/notify-message/update-read',
      'DELETE /app-api/system/notify-message/removeNotifyMessage',
    ])
      expect([name, kindOf(name)]).toEqual([name, 'object']);
  });

  it('gives every caller on every route exactly what the matrix says, and a refused caller changes nothing', async () => {
    const unexpected: string[] = [];
    for (const route of routes) {
      const world = await buildWorld(t, members);
      const now = t.clock.now();
      // Those who must not act go first, against an untouched world; then those who may, the owner last.
      const rank = (c: Caller) => (c === 'owner' ? 2 : mayChange(route.kind, c) ? 1 : 0);
      const order = [...CALLERS].sort((a, b) => rank(a) - rank(b));
      const before = await dbFingerprint(t.deps.db);
      let checkedUnchanged = false;
      for (const caller of order) {
        if (mayChange(route.kind, caller) && !checkedUnchanged) {
          checkedUnchanged = true;
          const after = await dbFingerprint(t.deps.db);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length) unexpected.push(`${route.name}: refused callers changed ${changed.join(', ')}`);
        }
        const got = await callAs(route, caller, inputFor(route, world, members, caller, now));
        const allowed: readonly Outcome[] = EXPECTED[route.kind][caller];
        if (!allowed.includes(got.outcome))
          unexpected.push(`${route.name} as ${caller}: ${got.outcome} (${got.msg}), expected ${allowed.join(' or ')}`);
      }
    }
    expect(unexpected).toEqual([]);
  }, 600_000);
});
