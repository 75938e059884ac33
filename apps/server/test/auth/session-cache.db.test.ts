import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { memoryBus } from '../../src/infra/bus.js';
import { createSessionCache } from '../../src/modules/auth/session-cache.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

const info = async (token: string) => (await t.call({ method: 'GET', url: '/getInfo', headers: bearer(token) })).status;

async function signedIn() {
  const m = await makeMember(t.deps.db);
  return { m, tokens: await signIn(t, m.phone) };
}

describe('verified sessions kept for a moment', () => {
  it('trusts a verified session for SESSION_CACHE_MS, then reads its row again', async () => {
    const { tokens } = await signedIn();
    expect(await info(tokens.accessToken)).toBe(200);
    // Revoked behind the service's back: only the time limit can notice.
    await t.deps.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.subjectId, tokens.userId));
    expect(await info(tokens.accessToken)).toBe(200);
    t.clock.advance(t.config.SESSION_CACHE_MS);
    expect(await info(tokens.accessToken)).toBe(401);
  });

  it('refuses a token at once after logout, sign-in elsewhere or revocation, though it was just verified', async () => {
    const { m, tokens } = await signedIn();
    expect(await info(tokens.accessToken)).toBe(200);
    await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(tokens.accessToken) });
    expect(await info(tokens.accessToken)).toBe(401);

    const first = await signIn(t, m.phone);
    expect(await info(first.accessToken)).toBe(200);
    const second = await signIn(t, m.phone);
    expect(await info(first.accessToken)).toBe(401);
    expect(await info(second.accessToken)).toBe(200);

    await t.deps.sessions.revokeAll('member', m.id, 'disabled');
    expect(await info(second.accessToken)).toBe(401);
  });

  it('refuses the old access token at once after a refresh', async () => {
    const { tokens } = await signedIn();
    expect(await info(tokens.accessToken)).toBe(200);
    const res = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: '/app-api/member/auth/refresh-token',
      query: { refreshToken: tokens.refreshToken },
    });
    expect(res.code).toBe(0);
    expect(await info(tokens.accessToken)).toBe(401);
    expect(await info(res.data.accessToken)).toBe(200);
  });

  it('still ends a kept session when its access token expires', () => {
    const cache = createSessionCache({ bus: memoryBus(), ttlMs: 60_000 });
    cache.set('h', { sessionId: 1, principal: 'member', subjectId: 1, status: 0, accessExpiresAt: 5_000 }, 0);
    expect(cache.get('h', 4_999)).toMatchObject({ sessionId: 1 });
    expect(cache.get('h', 5_000)).toBeUndefined();
    cache.close();
  });

  it('forgets a session another node announces, and keeps nothing when turned off', async () => {
    const bus = memoryBus();
    const here = createSessionCache({ bus, ttlMs: 60_000 });
    const there = createSessionCache({ bus, ttlMs: 60_000 });
    const session = { sessionId: 7, principal: 'member' as const, subjectId: 1, status: 0, accessExpiresAt: 10_000 };
    here.set('h', session, 0);
    expect(here.get('h', 1)).toMatchObject({ sessionId: 7 });
    await there.changed([7]);
    await new Promise((r) => setImmediate(r));
    expect(here.get('h', 1)).toBeUndefined();

    const off = createSessionCache({ bus, ttlMs: 0 });
    off.set('h', session, 0);
    expect(off.get('h', 1)).toBeUndefined();
    here.close();
    there.close();
    off.close();
  });
});
