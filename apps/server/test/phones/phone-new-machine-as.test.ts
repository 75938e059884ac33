import { PHONE_STATUS, type PhoneOperationEntry } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../kit/members.js';
import { elapse, rentPhones, statusOf } from '../kit/rented-phones.js';
import { member, op, page, t, usePhonesSuite } from './phones-suite.js';
import { owlOf } from '../kit/rented-phones.js';

usePhonesSuite();

const latest = (phoneId: number, token: string, lang = 'zh-CN') =>
  t.call<PhoneOperationEntry | null>({
    method: 'GET',
    url: `/app-api/infra/renew-redesign/latest-renew-log?phoneId=${phoneId}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });

describe('one-click new machine as a chosen identity (renew-v3) and its last run', () => {
  it('starts each phone anew as the brand, model and place asked for, taking one free use per phone', async () => {
    const erin = await member();
    const [a, b] = await rentPhones(t, erin.id, 2);
    expect((await latest(a!, erin.token)).data).toBeNull();
    const cities = await t.call<Array<{ id: number }>>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/cities/4',
      headers: bearer(erin.token),
    });
    const res = await op(
      '/infra/renew/renew-v3',
      { phoneIds: [a, b], brand: 'Xiaomi', model: 'MI 9', countryId: 4, cityId: cities.data[0]!.id },
      erin.token,
    );
    expect(
      res.data?.results.map((r) => r.ok),
      res.msg,
    ).toEqual([true, true]);
    expect(await statusOf(t, a!)).toBe(PHONE_STATUS.initializing);
    const running = (await latest(a!, erin.token)).data!;
    expect(running).toMatchObject({ kind: 'newMachine', state: 'running' });
    await elapse(t, 11 * 60_000);
    expect((await latest(a!, erin.token)).data).toMatchObject({ kind: 'newMachine', state: 'succeeded' });
    const row = (await page({ keyword: await owlOf(t, a!) }, erin.token)).data.list[0]!;
    expect(row).toMatchObject({ brand: 'Xiaomi', model: 'MI 9', country: 'JP', status: PHONE_STATUS.running });
    const quota = await t.call<{ used: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(erin.token),
    });
    expect(quota.data.used).toBe(2);
  });

  it("refuses another member's phone for the last run, and bad identities at the edge", async () => {
    const owner = await member();
    const stranger = await member();
    const [id] = await rentPhones(t, owner.id, 1);
    expect((await latest(id!, stranger.token, 'en-US')).status).toBe(404);
    expect(
      (await op('/infra/renew/renew-v3', { phoneIds: [id], brand: '', model: 'x', countryId: 4, cityId: 1 }, owner.token)).status,
    ).toBe(400);
  });
});
