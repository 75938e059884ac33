import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneOperations } from '../../src/db/schema.js';
import { bearer } from '../kit/members.js';
import { alice, bob, op, page, post, t, usePhonesSuite } from './phones-suite.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

describe('scoping', () => {
  const batchEndpoints: Array<[string, object]> = [
    ['/infra/cacloud/reboot-instance', {}],
    ['/trade/phone/reset-batch', {}],
    ['/infra/cacloud/powerOnInstanceAsync', {}],
    ['/infra/cacloud/shutDownInstanceAsync', {}],
    ['/infra/cacloud/start', {}],
    ['/infra/cacloud/stop', {}],
    ['/trade/phone/check', {}],
    ['/trade/phone/updPhoneStateRunning', {}],
    ['/trade/phone/check-replace', {}],
    ['/trade/phone-bound/retry-migrate', {}],
    ['/infra/renew/renew', {}],
    ['/infra/file/clear-phone-files', {}],
    ['/infra/file/return-home', {}],
    ['/trade/phone/replace', { migrate: false }],
    ['/trade/phone/replace-batch', { migrate: true }],
    ['/infra/density/setDensity', { dpi: 240 }],
    ['/infra/renew-redesign/renew', { brand: 'Google', model: 'Pixel 5', countryId: 3, cityId: 301 }],
  ];

  it.each(batchEndpoints)('%s answers another member’s phone as not found and leaves it alone', async (url, extra) => {
    const [victim] = await rentPhones(t, alice.id, 1);
    const owl = await owlOf(t, victim!);
    const before = await t.deps.driver.get(owl);
    const res = await op(url, { phoneIds: [victim], ...extra }, bob.token);
    expect(res.data.results).toEqual([{ phoneId: victim, ok: false, msg: '云手机不存在' }]);
    expect(await owlOf(t, victim!)).toBe(owl);
    expect((await t.deps.driver.get(owl))!.version).toBe(before!.version);
    const [{ n }] = (await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.phoneId, victim!))) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('keeps query-status, history and rename to the phones the member can see', async () => {
    const [victim] = await rentPhones(t, alice.id, 1);
    expect((await post<{ list: unknown[] }>('/trade/phone-bound/query-status', { phoneIds: [victim] }, bob.token)).data.list).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${victim}`, headers: bearer(bob.token) })).status,
    ).toBe(404);
    expect((await page({ keyword: await owlOf(t, victim!) }, bob.token)).data.total).toBe(0);
  });
});
