import { describe, expect, it } from 'vitest';
import { member, page, post, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

describe('trial phone', () => {
  it('gives a new member one trial phone, once', async () => {
    const fay = await member();
    const first = await post<{ phoneId: number }>('/trade/phone/distribute-for-new-member', {}, fay.token);
    expect(first.code).toBe(0);
    expect((await page({}, fay.token)).data.list).toMatchObject([{ id: first.data.phoneId, padType: 2 }]);
    const again = await Promise.all([0, 1, 2].map(() => post('/trade/phone/distribute-for-new-member', {}, fay.token)));
    expect(again.map((a) => a.msg)).toEqual(['已领取过试用云机', '已领取过试用云机', '已领取过试用云机']);
    expect((await page({}, fay.token)).data.total).toBe(1);
  });
});
