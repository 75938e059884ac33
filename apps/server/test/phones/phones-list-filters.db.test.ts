import { PHONE_STATUS, PHONE_STATUS_FILTER } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { alice, MIN, op, page, t, usePhonesSuite } from './phones-suite.js';
import { elapse, rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

const idsOf = async (body: object) => (await page({ pageSize: 100, ...body })).data.list.map((p) => p.id).sort((a, b) => a - b);

describe('phone list status filter', () => {
  let on: number, off: number, expired: number;
  beforeAll(async () => {
    [on, off, expired] = (await rentPhones(t, alice.id, 3, { alias: (i) => ['on', 'off', 'gone'][i]! })) as [number, number, number];
    expect((await op('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [off] })).data.results[0]!.ok).toBe(true);
    await elapse(t, MIN);
    await t.deps.db
      .update(phones)
      .set({ expireTime: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(phones.id, expired));
  });

  it('running means running and powered on, as the card shows it', async () => {
    const list = (await page({ pageSize: 100 })).data.list;
    expect(list.find((p) => p.id === off)).toMatchObject({ status: PHONE_STATUS.running, powerOn: false });
    expect(await idsOf({ status: PHONE_STATUS.running })).toEqual([on]);
  });

  it('has a powered-off filter and an expired one', async () => {
    expect(await idsOf({ status: PHONE_STATUS_FILTER.poweredOff })).toEqual([off]);
    expect(await idsOf({ status: PHONE_STATUS_FILTER.expired })).toEqual([expired]);
    expect(await idsOf({ status: PHONE_STATUS.abnormal })).toEqual([]);
  });

  it('follows the device when it is switched back on', async () => {
    expect((await op('/infra/cacloud/powerOnInstanceAsync', { phoneIds: [off] })).data.results[0]!.ok).toBe(true);
    await elapse(t, MIN);
    expect(await idsOf({ status: PHONE_STATUS_FILTER.poweredOff })).toEqual([]);
    expect(await idsOf({ status: PHONE_STATUS.running })).toEqual([on, off]);
    expect((await op('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [off] })).data.results[0]!.ok).toBe(true);
    await elapse(t, MIN);
    expect(await idsOf({ status: PHONE_STATUS_FILTER.poweredOff })).toEqual([off]);
  });

  it('refuses a status that is neither a code nor a filter', async () => {
    expect(await page({ status: -3 })).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect(await page({ status: 15 })).toMatchObject({ status: 400 });
  });
});

describe('phone list batch search', () => {
  it('splits on commas, Chinese commas and new lines; spaces belong to the name', async () => {
    const [spaced, plain, other] = await rentPhones(t, alice.id, 3, { alias: (i) => ['my phone', 'phone', 'zeta'][i]! });
    expect(await idsOf({ keyword: 'my phone, zeta' })).toEqual([spaced, other]);
    expect(await idsOf({ keyword: 'my phone，zeta' })).toEqual([spaced, other]);
    expect(await idsOf({ keyword: 'my phone\nphone' })).toEqual([spaced, plain].sort((a, b) => a! - b!));
    // One term with a space is one fuzzy search, not two.
    expect(await idsOf({ keyword: 'my phone' })).toEqual([spaced]);
  });
});
