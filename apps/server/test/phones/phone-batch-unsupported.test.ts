import { PHONE_STATUS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../kit/members.js';
import { deviceOf, rentPhones, statusOf } from '../kit/rented-phones.js';
import { member, op, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

/**
 * Batch customization and batch one-click new machine work only on Android 10 with the Orion865
 * chip (spec point 5): in a mixed selection the supported phones are done and the others refused,
 * and only the supported ones take a free new-machine use.
 */
const quotaUsed = async (token: string) =>
  (await t.call<{ used: number }>({ method: 'GET', url: '/app-api/infra/renew-redesign/query-renew-times', headers: bearer(token) })).data
    .used;

async function mixed() {
  const owner = await member();
  const [a, b] = await rentPhones(t, owner.id, 2);
  const [android12] = await rentPhones(t, owner.id, 1, { android: '12', chip: 'Orion865' });
  const [otherChip] = await rentPhones(t, owner.id, 1, { android: '10', chip: 'SD888' });
  return { owner, phoneIds: [a!, android12!, b!, otherChip!], supported: [a!, b!], unsupported: [android12!, otherChip!] };
}

const IDENTITY = { brand: 'Google', model: 'Pixel 5', countryId: 3, cityId: 301 };

describe('batch operations limited to Android 10 with Orion865, on a mixed selection', () => {
  it('one-click new machine: starts the supported phones, refuses the others, and takes a use for the supported only', async () => {
    const { owner, phoneIds, supported, unsupported } = await mixed();
    const res = await op('/infra/renew/renew', { phoneIds }, owner.token);
    expect(res.data.results.map((r) => [r.phoneId, r.ok, r.msg])).toEqual([
      [phoneIds[0], true, '操作成功'],
      [phoneIds[1], false, '仅支持安卓 10 (Orion865) 的云机'],
      [phoneIds[2], true, '操作成功'],
      [phoneIds[3], false, '仅支持安卓 10 (Orion865) 的云机'],
    ]);
    for (const id of supported) expect(await statusOf(t, id)).toBe(PHONE_STATUS.initializing);
    for (const id of unsupported) expect(await statusOf(t, id)).toBe(PHONE_STATUS.running);
    expect(await quotaUsed(owner.token)).toBe(2);
  });

  it('one-click new machine as an identity (renew-v3): the same, in English', async () => {
    const { owner, phoneIds, supported, unsupported } = await mixed();
    const res = await op('/infra/renew/renew-v3', { phoneIds, ...IDENTITY }, owner.token, 'en-US');
    expect(res.data.results.filter((r) => r.ok).map((r) => r.phoneId)).toEqual(supported);
    expect(res.data.results.filter((r) => !r.ok).map((r) => [r.phoneId, r.msg])).toEqual(
      unsupported.map((id) => [id, 'Only Android 10 phones with the Orion865 chip support this']),
    );
    for (const id of unsupported) expect(await statusOf(t, id)).toBe(PHONE_STATUS.running);
    expect(await quotaUsed(owner.token)).toBe(2);
  });

  it('batch customization: customizes the supported phones and leaves the others as they were, taking no use', async () => {
    const { owner, phoneIds, supported, unsupported } = await mixed();
    const before = new Map(await Promise.all(unsupported.map(async (id) => [id, await deviceOf(t, id)] as const)));
    const res = await op('/infra/renew-redesign/renew', { phoneIds, ...IDENTITY }, owner.token);
    expect(res.data.results.map((r) => r.ok)).toEqual([true, false, true, false]);
    for (const id of supported) expect(await deviceOf(t, id)).toMatchObject({ brand: 'Google', model: 'Pixel 5', country: 'US' });
    for (const id of unsupported)
      expect(await deviceOf(t, id)).toMatchObject({ brand: before.get(id)!.brand, model: before.get(id)!.model });
    expect(await quotaUsed(owner.token)).toBe(0);
  });

  it('customizes one phone of any image alone (the limit is the batch’s)', async () => {
    const owner = await member();
    const [android12] = await rentPhones(t, owner.id, 1, { android: '12', chip: 'SD888' });
    const res = await op('/infra/renew-redesign/renew', { phoneIds: [android12], ...IDENTITY }, owner.token);
    expect(res.data.results[0]).toMatchObject({ ok: true });
  });
});
