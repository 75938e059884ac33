import { offersAdminApi, offersApi, type ConfigurationTab, type PriceTab } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember } from '../kit/members.js';

let t: Harness;
let member: string;
let operator: string;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  member = (await signedInMember(t)).token;
  operator = await operatorToken(t);
});
afterAll(() => t.close());

const { configurations, prices } = offersApi.endpoints;
const tabs = async () => (await t.call<ConfigurationTab[]>({ method: 'GET', url: configurations.path, headers: bearer(member) })).data;
const specNamed = async (name: string) => (await tabs()).flatMap((tab) => tab.configurations).find((c) => c.name === name)!;
const setStock = (body: object, token = operator, lang = 'zh-CN') =>
  t.call({
    method: 'PUT',
    url: offersAdminApi.endpoints.updateStock.path,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body,
  });

describe('what is on sale', () => {
  it('lists the specs in their tabs with each region and its stock, and which can be customised', async () => {
    const list = await tabs();
    expect(list.map((tab) => [tab.name, tab.configurations.map((c) => c.name)])).toEqual([
      ['安卓 10', ['畅玩版', '高配版']],
      ['安卓 12', ['旗舰版']],
    ]);
    const basic = list[0]!.configurations[0]!;
    expect(basic).toMatchObject({ androidVersion: '10', chip: 'Orion865', memory: '4GB', storage: '64GB', customizable: true });
    expect(basic.regions).toEqual([
      { id: expect.any(Number), name: '华东', stock: 50 },
      { id: expect.any(Number), name: '华南', stock: 20 },
    ]);
    expect(list[1]!.configurations[0]!.customizable).toBe(false);
  });

  it("answers a spec's packages per order type, in fen, the original price never below the price", async () => {
    const spec = await specNamed('畅玩版');
    const res = await t.call<PriceTab[]>({ method: 'GET', url: `${prices.path}?configurationId=${spec.id}`, headers: bearer(member) });
    expect(res.data.map((tab) => tab.type)).toEqual(['purchase', 'renewal', 'upgrade']);
    const month = res.data[0]!.prices.find((p) => p.duration === 1 && p.durationUnit === 'month')!;
    expect(month).toMatchObject({ price: 3900, originalPrice: 4875, label: '最受欢迎' });
    for (const { price, originalPrice } of res.data.flatMap((tab) => tab.prices)) expect(originalPrice).toBeGreaterThanOrEqual(price);
  });

  it('refuses the packages of a spec not on sale, and a configuration id that is not one, in the caller’s language', async () => {
    const unknown = await t.call({
      method: 'GET',
      url: `${prices.path}?configurationId=999999`,
      headers: { ...bearer(member), 'accept-language': 'en-US' },
    });
    expect(unknown).toMatchObject({ status: 404, msg: 'This configuration does not exist or is no longer sold' });
    expect((await t.call({ method: 'GET', url: `${prices.path}?configurationId=abc`, headers: bearer(member) })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: prices.path, headers: bearer(member) })).status).toBe(400);
  });

  it('lets the operator set a region’s stock, which the member then sees; a member may not', async () => {
    const spec = await specNamed('旗舰版');
    const region = spec.regions[1]!;
    expect((await setStock({ configurationId: spec.id, regionId: region.id, stock: 3 })).code).toBe(0);
    expect((await specNamed('旗舰版')).regions[1]!.stock).toBe(3);
    expect((await setStock({ configurationId: spec.id, regionId: region.id, stock: 0 }, member)).status).toBe(401);
    expect((await specNamed('旗舰版')).regions[1]!.stock).toBe(3);
  });

  it('refuses a negative or fractional stock and unknown specs or regions, changing nothing', async () => {
    const spec = await specNamed('高配版');
    const region = spec.regions[0]!;
    for (const stock of [-1, 1.5, 'ten', 2_000_000])
      expect((await setStock({ configurationId: spec.id, regionId: region.id, stock })).status, String(stock)).toBe(400);
    expect(await setStock({ configurationId: 999999, regionId: region.id, stock: 1 }, operator, 'en-US')).toMatchObject({
      status: 404,
      msg: 'This configuration does not exist or is no longer sold',
    });
    expect(await setStock({ configurationId: spec.id, regionId: 999999, stock: 1 }, operator, 'en-US')).toMatchObject({
      status: 404,
      msg: 'This region does not exist',
    });
    expect((await specNamed('高配版')).regions[0]!.stock).toBe(region.stock);
  });

  it('keeps amounts and kinds sane in the database itself, whoever writes them', async () => {
    const spec = await specNamed('畅玩版');
    const price = {
      configurationId: spec.id,
      orderType: 'purchase',
      duration: 1,
      durationUnit: 'month',
      price: 100,
      originalPrice: 100,
      label: null,
    };
    await expect(t.deps.offers.addPrice({ ...price, originalPrice: 99 })).rejects.toThrow();
    await expect(t.deps.offers.addPrice({ ...price, orderType: 'gift' })).rejects.toThrow();
    await expect(t.deps.offers.addPrice({ ...price, durationUnit: 'week' })).rejects.toThrow();
    await expect(t.deps.offers.addPrice({ ...price, duration: 0 })).rejects.toThrow();
    await expect(t.deps.offers.setStock(spec.id, spec.regions[0]!.id, -5)).rejects.toThrow();
    expect((await specNamed('畅玩版')).regions[0]!.stock).toBe(spec.regions[0]!.stock);
  });
});
