import {
  feedbackApi,
  memberApi,
  noticesApi,
  pointsApi,
  type FeedbackRow,
  type MemberInfo,
  type NotifyMessage,
  type PageResult,
  type PhoneRow,
  type PointRecord,
} from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/demo/seed.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signIn } from '../kit/members.js';

let t: Harness;
let token: string;
beforeAll(async () => {
  t = await createHarness({ DEMO_DATA: 'true' });
  token = (await signIn(t, DEMO_MEMBERS[0].phone, DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

const get = <T>(url: string) => t.call<T>({ method: 'GET', url, headers: bearer(token) });

describe("the demo member's account and message center (issue 18)", () => {
  it('has five messages of the four types, two of them unread', async () => {
    const page = await get<PageResult<NotifyMessage>>(`${noticesApi.endpoints.myPage.path}?pageSize=50`);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.total).toBe(5);
    expect(new Set(page.data.list.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(page.data.list.filter((m) => !m.readStatus)).toHaveLength(2);
    expect((await get<number>(noticesApi.endpoints.unreadCount.path)).data).toBe(2);
  });

  it('has a feedback with the operator’s reply', async () => {
    const page = await get<PageResult<FeedbackRow>>(feedbackApi.endpoints.myPage.path);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.list.some((f) => f.replyContent && f.replyTime)).toBe(true);
  });

  it('has points from its paid orders, the ledger adding up to the balance', async () => {
    const me = await get<MemberInfo>(memberApi.endpoints.current.path);
    const ledger = await get<PageResult<PointRecord>>(pointsApi.endpoints.page.path);
    expect(me.data.point).toBeGreaterThan(0);
    expect(ledger.data.total).toBe(2);
    expect(ledger.data.list.reduce((sum, r) => sum + r.point, 0)).toBe(me.data.point);
    expect(ledger.data.list.every((r) => r.orderNo)).toBe(true);
    expect(me.data.birthday).toBe('1996/11/11');
  });

  it('has one phone expiring within three days', async () => {
    const list = await t.call<PageResult<PhoneRow>>({
      method: 'POST',
      url: '/app-api/trade/phone/app-page',
      headers: bearer(token),
      payload: { pageSize: 50 },
    });
    const now = Date.now();
    const soon = list.data.list.filter((p) => p.accreditType === null && p.expireTime > now && p.expireTime - now < 3 * 86_400_000);
    expect(soon).toHaveLength(1);
  });
});
