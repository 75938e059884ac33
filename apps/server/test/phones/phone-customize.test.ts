import { describe, expect, it } from 'vitest';
import { bearer } from '../kit/members.js';
import { alice, op, page, t, usePhonesSuite } from './phones-suite.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

describe('customization and the catalogue', () => {
  it('customises brand, model, place and density', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const models = await t.call<Array<{ brand: string; model: string }>>({
      method: 'GET',
      url: '/app-api/infra/model-library/list',
      headers: bearer(alice.token),
    });
    const cities = await t.call<Array<{ id: number; timeZone: string }>>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/cities/4',
      headers: bearer(alice.token),
    });
    const pick = models.data[0]!;
    const res = await op('/infra/renew-redesign/renew', {
      phoneIds: [id],
      brand: pick.brand,
      model: pick.model,
      countryId: 4,
      cityId: cities.data[0]!.id,
      dpi: 480,
    });
    expect(res.data.results[0]!.ok).toBe(true);
    const row = (await page({ keyword: await owlOf(t, id!) })).data.list[0]!;
    expect(row).toMatchObject({ brand: pick.brand, model: pick.model, country: 'JP', city: 'Tokyo', timeZone: 'Asia/Tokyo', dpi: 480 });
    expect(
      await op('/infra/renew-redesign/renew', { phoneIds: [id], brand: 'x', model: 'y', countryId: 4, cityId: 1, serialNumber: '!' }),
    ).toMatchObject({
      status: 400,
      msg: '序列号为 6-20 位字母或数字',
    });
    expect((await op('/infra/density/setDensity', { phoneIds: [id], dpi: 320 })).data.results[0]!.ok).toBe(true);
  });
});
