import { PHONE_STATUS, type PageResult } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../kit/members.js';
import { member, page, t, usePhonesSuite } from './phones-suite.js';
import { elapse, owlOf, rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

describe('expiry and the recycle bin', () => {
  it('stops an expired phone, keeps it in the recycle bin through the grace period, then releases it', async () => {
    const erin = await member();
    const [id] = await rentPhones(t, erin.id, 1, { days: 1 });
    const owl = await owlOf(t, id!);
    await elapse(t, 86_400_000 + 1000);
    expect(await t.deps.expiry.sweep()).toMatchObject({ recycled: expect.any(Number) });
    expect((await page({}, erin.token)).data.total).toBe(0);
    const bin = await t.call<PageResult<{ id: number; releaseTime: number }>>({
      method: 'GET',
      url: '/app-api/trade/phone/recycle-page',
      headers: bearer(erin.token),
    });
    expect(bin.data.list.map((p) => p.id)).toEqual([id]);
    expect((await t.deps.driver.get(owl))!.powerOn).toBe(false);
    await elapse(t, 7 * 86_400_000);
    await t.deps.expiry.sweep();
    const empty = await t.call<PageResult<unknown>>({
      method: 'GET',
      url: '/app-api/trade/phone/recycle-page',
      headers: bearer(erin.token),
    });
    expect(empty.data.total).toBe(0);
    expect((await t.deps.driver.get(owl))!.status).toBe(PHONE_STATUS.resetting);
  });
});
