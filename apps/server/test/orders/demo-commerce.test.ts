import { redeemCodesApi, type PageResult, type PhoneRow, type RedeemResult } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/demo/seed.js';
import { DEMO_REDEEM_CODES } from '../../src/modules/redeem-codes/demo-redeem-codes.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signIn } from '../kit/members.js';

let t: Harness;
let token: string;
beforeAll(async () => {
  t = await createHarness({ DEMO_DATA: 'true' });
  token = (await signIn(t, DEMO_MEMBERS[0].phone, DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

describe('the demo data on a fresh machine', () => {
  it('gives the demo member codes that redeem a new phone and renew one, as the README says', async () => {
    const bought = await t.call<RedeemResult>({
      method: 'POST',
      url: redeemCodesApi.endpoints.redeem.path,
      headers: bearer(token),
      payload: { code: DEMO_REDEEM_CODES.purchase[0] },
    });
    expect(bought.code, bought.msg).toBe(0);
    expect(bought.data.phoneIds).toHaveLength(1);
    const list = await t.call<PageResult<PhoneRow>>({
      method: 'POST',
      url: '/app-api/trade/phone/app-page',
      headers: bearer(token),
      payload: { pageSize: 50 },
    });
    const own = list.data.list.find((p) => p.accreditType === null && p.chip === 'Orion865')!;
    const renewed = await t.call<RedeemResult>({
      method: 'POST',
      url: redeemCodesApi.endpoints.renew.path,
      headers: bearer(token),
      payload: { code: DEMO_REDEEM_CODES.renewal[0], phoneIds: [own.id] },
    });
    expect(renewed.code, renewed.msg).toBe(0);
  });
});
