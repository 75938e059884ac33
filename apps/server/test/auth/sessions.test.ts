import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('lets a signed-in member read their info and refuses the token after logout', async () => {
    const m = await makeMember(t.deps.db);
    const tokens = await signIn(t, m.phone);
    const info = await t.call<{ phone: string }>({
      method: 'GET',
      url: '/app-api/member/member/currentMemberInfo',
      headers: bearer(tokens.accessToken),
    });
    expect(info.code).toBe(0);
    expect(info.data.phone).toBe(m.phone);
    const out = await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(tokens.accessToken) });
    expect(out.code).toBe(0);
    const after = await t.call({ method: 'GET', url: '/getInfo', headers: bearer(tokens.accessToken) });
    expect(after.status).toBe(401);
    expect(after.code).toBe(401);
  });
});
