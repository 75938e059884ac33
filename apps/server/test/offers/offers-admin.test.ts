import {
  inputInQuery,
  offersAdminApi,
  offersApi,
  type AdminPackagePrice,
  type AdminPhoneConfiguration,
  type AdminSaleRegion,
  type ConfigurationTab,
  type Endpoint,
  type PageResult,
  type PriceTab,
} from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationStock, orders, redeemCodeBatches } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember } from '../kit/members.js';

let t: Harness;
let member: { id: number; token: string };
let operator: string;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  member = await signedInMember(t);
  operator = await operatorToken(t);
});
afterAll(() => t.close());

const api = offersAdminApi.endpoints;
type Lang = 'zh-CN' | 'en-US';

/** Calls an endpoint with its input where the contract puts it (query string or JSON body). */
function call<T = unknown>(endpoint: Endpoint, input: Record<string, unknown> = {}, token = operator, lang: Lang = 'zh-CN') {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return t.call<T>({
    method: endpoint.method,
    url: inputInQuery(endpoint) && query ? `${endpoint.path}?${query}` : endpoint.path,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(inputInQuery(endpoint) ? {} : { payload: input }),
  });
}
/** A refusal in both languages: the status, and the message in each. */
async function refusedInBoth(endpoint: Endpoint, input: Record<string, unknown>, status: number, zh: string, en: string) {
  expect(await call(endpoint, input, operator, 'zh-CN'), `${endpoint.path} zh-CN`).toMatchObject({ status, msg: zh });
  expect(await call(endpoint, input, operator, 'en-US'), `${endpoint.path} en-US`).toMatchObject({ status, msg: en });
}

const specs = async () => (await call<PageResult<AdminPhoneConfiguration>>(api.configurationPage, { pageSize: 300 })).data;
const specNamed = async (name: string) => (await specs()).list.find((spec) => spec.name === name)!;
const regions = async () => (await call<AdminSaleRegion[]>(api.regions)).data;
const prices = async (configurationId: number) =>
  (await call<PageResult<AdminPackagePrice>>(api.pricePage, { configurationId, pageSize: 300 })).data;
/** Everything the operator sees: specs with stock, regions, every spec's packages. */
const operatorView = async () => {
  const all = await specs();
  return { all, regions: await regions(), prices: await Promise.all(all.list.map((spec) => prices(spec.id))) };
};

const memberSpecs = async () =>
  (
    await t.call<ConfigurationTab[]>({ method: 'GET', url: offersApi.endpoints.configurations.path, headers: bearer(member.token) })
  ).data.flatMap((tab) => tab.configurations);
const memberPrices = (configurationId: number) =>
  t.call<PriceTab[]>({
    method: 'GET',
    url: `${offersApi.endpoints.prices.path}?configurationId=${configurationId}`,
    headers: { ...bearer(member.token), 'accept-language': 'en-US' },
  });

const spec = {
  tab: '安卓 12',
  name: '测试版',
  padType: 5,
  androidVersion: '12',
  chip: 'Orion8Gen2',
  cpu: '8 核',
  memory: '6GB',
  storage: '128GB',
};
const packageOf = (configurationId: number) => ({
  configurationId,
  orderType: 'purchase',
  duration: 1,
  durationUnit: 'month',
  price: 2900,
  originalPrice: 3900,
  label: '新品',
});
let nextName = 1;
/** A new spec of its own, with a package and stock in the first region; its id, package id and region id. */
async function newSpecOnSale() {
  const created = await call<number>(api.createConfiguration, { ...spec, name: `规格 ${nextName++}` });
  expect(created.code).toBe(0);
  const price = await call<number>(api.createPrice, packageOf(created.data));
  const region = (await regions())[0]!;
  expect((await call(api.updateStock, { configurationId: created.data, regionId: region.id, stock: 5 })).code).toBe(0);
  return { id: created.data, priceId: price.data, regionId: region.id };
}

describe('the operator manages the specs on sale', () => {
  it('lists every spec with its stock and held stock per region, its sort and whether it is on sale', async () => {
    const page = await specs();
    expect(page.total).toBe(3);
    expect(page.list.map((s) => s.name)).toEqual(['畅玩版', '高配版', '旗舰版']);
    expect(page.list[0]).toMatchObject({ tab: '安卓 10', padType: 5, memory: '4GB', sort: 0, enabled: true });
    expect(page.list[0]!.regions).toEqual([
      { id: expect.any(Number), name: '华东', stock: 50, held: 0 },
      { id: expect.any(Number), name: '华南', stock: 20, held: 0 },
    ]);
    const second = await call<PageResult<AdminPhoneConfiguration>>(api.configurationPage, { pageNo: 2, pageSize: 2 });
    expect(second.data).toMatchObject({ total: 3, list: [{ name: '旗舰版' }] });
  });

  it('creates a spec, on sale at once, trimming its texts; the member sees it in its tab', async () => {
    const created = await call<number>(api.createConfiguration, { ...spec, name: '  入门版 ', sort: 7 });
    expect(created).toMatchObject({ status: 200, code: 0, data: expect.any(Number) });
    expect(await specNamed('入门版')).toMatchObject({ id: created.data, ...spec, name: '入门版', sort: 7, enabled: true, regions: [] });
    expect((await memberSpecs()).find((c) => c.id === created.data)).toMatchObject({ name: '入门版', customizable: false });
  });

  it('replaces a spec, keeping its sort when none is sent', async () => {
    const id = (await specNamed('入门版')).id;
    const updated = await call(api.updateConfiguration, { id, ...spec, name: '入门版二代', memory: '8GB' });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect(await specNamed('入门版二代')).toMatchObject({ id, memory: '8GB', sort: 7 });
    expect(await call(api.updateConfiguration, { id, ...spec, name: '入门版二代', sort: 2 })).toMatchObject({ data: true });
    expect((await specNamed('入门版二代')).sort).toBe(2);
  });

  it('withdraws a spec: the member no longer sees it or its packages, the operator still does; and puts it back', async () => {
    const { id, priceId } = await newSpecOnSale();
    expect((await memberSpecs()).some((c) => c.id === id)).toBe(true);
    expect((await memberPrices(id)).data[0]!.prices.map((p) => p.id)).toEqual([priceId]);

    expect(await call(api.updateConfigurationStatus, { id, enabled: false })).toMatchObject({ code: 0, data: true });
    expect((await memberSpecs()).some((c) => c.id === id)).toBe(false);
    expect(await memberPrices(id)).toMatchObject({ status: 404, msg: 'This configuration does not exist or is no longer sold' });
    const withdrawn = (await specs()).list.find((s) => s.id === id)!;
    expect(withdrawn).toMatchObject({ enabled: false, regions: [{ stock: 5, held: 0 }] });
    expect((await prices(id)).list).toMatchObject([{ id: priceId, enabled: true }]);
    // Its stock can still be set while it is withdrawn.
    expect((await call(api.updateStock, { configurationId: id, regionId: withdrawn.regions[0]!.id, stock: 9 })).code).toBe(0);

    expect(await call(api.updateConfigurationStatus, { id, enabled: true })).toMatchObject({ code: 0, data: true });
    expect((await memberSpecs()).find((c) => c.id === id)!.regions[0]!.stock).toBe(9);
    expect((await memberPrices(id)).data[0]!.prices.map((p) => p.id)).toEqual([priceId]);
  });
});

describe('the operator manages the sale regions', () => {
  it('lists, creates, renames and re-sorts regions', async () => {
    expect((await regions()).map((r) => [r.name, r.sort])).toEqual([
      ['华东', 0],
      ['华南', 1],
    ]);
    const created = await call<number>(api.createRegion, { name: ' 华北 ' });
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    expect((await regions()).map((r) => [r.name, r.sort])).toEqual([
      ['华东', 0],
      ['华北', 0],
      ['华南', 1],
    ]);
    expect((await regions()).find((r) => r.id === created.data)).toEqual({ id: created.data, name: '华北', sort: 0 });
    expect(await call(api.updateRegion, { id: created.data, name: '西南', sort: 5 })).toMatchObject({ code: 0, data: true });
    expect((await regions()).map((r) => r.name)).toEqual(['华东', '华南', '西南']);
  });

  it('refuses a name another region has, in both languages, changing nothing', async () => {
    const before = await operatorView();
    await refusedInBoth(api.createRegion, { name: '华东' }, 409, '地区名称已存在', 'A region with this name already exists');
    await refusedInBoth(api.createRegion, { name: ' 华东  ' }, 409, '地区名称已存在', 'A region with this name already exists');
    const south = (await regions()).find((r) => r.name === '华南')!;
    await refusedInBoth(
      api.updateRegion,
      { id: south.id, name: '华东', sort: 1 },
      409,
      '地区名称已存在',
      'A region with this name already exists',
    );
    expect(await operatorView()).toEqual(before);
  });

  it('deletes a region no stock, order or code batch names, with its empty stock rows', async () => {
    const id = (await call<number>(api.createRegion, { name: '东北' })).data;
    const { id: specId } = await newSpecOnSale();
    expect((await call(api.updateStock, { configurationId: specId, regionId: id, stock: 0 })).code).toBe(0);
    expect(await call(api.removeRegion, { id })).toMatchObject({ code: 0, data: true });
    expect((await regions()).some((r) => r.id === id)).toBe(false);
    expect((await specs()).list.find((s) => s.id === specId)!.regions.map((r) => r.id)).not.toContain(id);
  });

  it('refuses to delete a region with stock, held stock, an order or a code batch naming it, in both languages', async () => {
    const inUse = [
      '该地区仍有库存，或已有订单、兑换码使用该地区，无法删除',
      'This region still has stock, or orders or redemption codes name it, so it cannot be deleted',
    ] as const;
    const { id: specId } = await newSpecOnSale();
    const region = async (name: string) => (await call<number>(api.createRegion, { name })).data;

    const stocked = await region('有库存');
    await call(api.updateStock, { configurationId: specId, regionId: stocked, stock: 1 });
    const held = await region('有占用');
    await t.deps.db.insert(configurationStock).values({ configurationId: specId, regionId: held, stock: 0, held: 1 });
    const ordered = await region('有订单');
    const now = t.clock.now();
    await t.deps.db.insert(orders).values({
      orderNo: `T${Date.now()}`,
      memberId: member.id,
      type: 'purchase',
      status: 'cancel',
      configurationId: specId,
      configurationName: '规格',
      regionId: ordered,
      regionName: '有订单',
      priceId: 1,
      duration: 1,
      durationUnit: 'month',
      quantity: 1,
      unitPrice: 100,
      originalPrice: 100,
      payPrice: 100,
      payChannel: 'alipay',
      createdAt: now,
      expireTime: now,
    });
    const batched = await region('有兑换码');
    await t.deps.db.insert(redeemCodeBatches).values({
      type: 'purchase',
      configurationId: specId,
      regionId: batched,
      duration: 1,
      durationUnit: 'month',
      count: 1,
      expireTime: now,
      createdAt: now,
    });

    const before = await operatorView();
    for (const id of [stocked, held, ordered, batched]) await refusedInBoth(api.removeRegion, { id }, 409, ...inUse);
    expect(await operatorView()).toEqual(before);
    // The seeded regions have stock: refused too.
    await refusedInBoth(api.removeRegion, { id: before.regions[0]!.id }, 409, ...inUse);
  });
});

describe('the operator manages the packages', () => {
  it("lists a spec's packages by order type, withdrawn ones included", async () => {
    const basic = await specNamed('畅玩版');
    const page = await prices(basic.id);
    expect(page.total).toBe(8);
    expect(page.list.map((p) => p.orderType)).toEqual([
      'purchase',
      'purchase',
      'purchase',
      'purchase',
      'renewal',
      'renewal',
      'renewal',
      'upgrade',
    ]);
    expect(page.list[2]).toMatchObject({
      configurationId: basic.id,
      duration: 1,
      durationUnit: 'month',
      price: 3900,
      originalPrice: 4875,
      label: '最受欢迎',
      enabled: true,
    });
    const second = await call<PageResult<AdminPackagePrice>>(api.pricePage, { configurationId: basic.id, pageNo: 2, pageSize: 5 });
    expect(second.data.list.map((p) => p.id)).toEqual(page.list.slice(5).map((p) => p.id));
  });

  it('creates a package the member then sees, and replaces it, keeping its label and sort when none are sent', async () => {
    const { id } = await newSpecOnSale();
    const created = await call<number>(api.createPrice, {
      ...packageOf(id),
      orderType: 'renewal',
      duration: 7,
      durationUnit: 'day',
      price: 0,
      originalPrice: 0,
      label: '',
      sort: 3,
    });
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    expect((await prices(id)).list.find((p) => p.id === created.data)).toMatchObject({ price: 0, label: null, sort: 3, enabled: true });
    expect((await memberPrices(id)).data.find((tab) => tab.type === 'renewal')!.prices).toEqual([
      { id: created.data, duration: 7, durationUnit: 'day', price: 0, originalPrice: 0, label: null },
    ]);

    const { configurationId: _, ...fields } = packageOf(id);
    expect(await call(api.updatePrice, { id: created.data, ...fields, label: ' 限时 ' })).toMatchObject({ code: 0, data: true });
    expect((await prices(id)).list.find((p) => p.id === created.data)).toMatchObject({
      orderType: 'purchase',
      price: 2900,
      label: '限时',
      sort: 3,
    });
    const { label: _label, ...unlabelled } = fields;
    expect(await call(api.updatePrice, { id: created.data, ...unlabelled, price: 1000 })).toMatchObject({ data: true });
    expect((await prices(id)).list.find((p) => p.id === created.data)).toMatchObject({ price: 1000, label: '限时', sort: 3 });
    expect(await call(api.updatePrice, { id: created.data, ...unlabelled, label: null, sort: 0 })).toMatchObject({ data: true });
    expect((await prices(id)).list.find((p) => p.id === created.data)).toMatchObject({ label: null, sort: 0 });
  });

  it('withdraws a package: gone from the member’s price tabs, still listed to the operator; and puts it back', async () => {
    const { id, priceId } = await newSpecOnSale();
    expect(await call(api.updatePriceStatus, { id: priceId, enabled: false })).toMatchObject({ code: 0, data: true });
    expect((await memberPrices(id)).data).toEqual([]);
    expect((await prices(id)).list).toMatchObject([{ id: priceId, enabled: false }]);
    expect(await call(api.updatePriceStatus, { id: priceId, enabled: true })).toMatchObject({ data: true });
    expect((await memberPrices(id)).data[0]!.prices.map((p) => p.id)).toEqual([priceId]);
  });
});

describe('the operator’s refusals', () => {
  it('refuses bad packages at the edge with their own messages, changing nothing', async () => {
    const basic = await specNamed('畅玩版');
    const priceId = (await prices(basic.id)).list[0]!.id;
    const good = packageOf(basic.id);
    const { configurationId: _, ...fields } = good;
    const before = await operatorView();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: -1 }, 'The price is between 0 and 1,000,000 yuan'],
      [{ price: 1.5 }, 'The price is between 0 and 1,000,000 yuan'],
      [{ price: 100_000_001, originalPrice: 100_000_001 }, 'The price is between 0 and 1,000,000 yuan'],
      [{ originalPrice: -5 }, 'The original price is between 0 and 1,000,000 yuan'],
      [{ price: 3000, originalPrice: 2999 }, 'The original price cannot be below the price'],
      [{ orderType: 'gift' }, 'The order type must be purchase, renewal or upgrade'],
      [{ durationUnit: 'week' }, 'The duration unit must be hour, day or month'],
      [{ duration: 0 }, 'The duration is a whole number from 1 to 1000'],
      [{ duration: 1001 }, 'The duration is a whole number from 1 to 1000'],
      [{ label: 'x'.repeat(33) }, 'The label can be at most 32 characters'],
      [{ label: 'a\u0000b' }, 'The input must not contain control characters'],
      [{ sort: -1 }, 'The sort is a whole number from 0 to 9999'],
    ];
    for (const [bad, msg] of cases) {
      expect(await call(api.createPrice, { ...good, ...bad }, operator, 'en-US'), JSON.stringify(bad)).toMatchObject({ status: 400, msg });
      expect(await call(api.updatePrice, { id: priceId, ...fields, ...bad }, operator, 'en-US'), JSON.stringify(bad)).toMatchObject({
        status: 400,
        msg,
      });
    }
    expect(await call(api.createPrice, { ...good, price: 3000, originalPrice: 2999 })).toMatchObject({
      status: 400,
      msg: '原价不能低于售价',
    });
    expect(await call(api.updatePriceStatus, { id: priceId, enabled: 'no' }, operator, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The sale status is invalid',
    });
    expect(await operatorView()).toEqual(before);
  });

  it('refuses bad specs and regions at the edge, changing nothing', async () => {
    const before = await operatorView();
    const id = before.all.list[0]!.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'The spec name is 1 to 64 characters'],
      [{ name: 'x'.repeat(65) }, 'The spec name is 1 to 64 characters'],
      [{ tab: undefined }, 'The tab is 1 to 32 characters'],
      [{ memory: 'x'.repeat(17) }, 'The memory is 1 to 16 characters'],
      [{ chip: 'Orion\n888' }, 'The input must not contain control characters'],
      [{ padType: 9 }, 'Unknown pad type'],
      [{ sort: 10_000 }, 'The sort is a whole number from 0 to 9999'],
    ];
    for (const [bad, msg] of cases) {
      expect(await call(api.createConfiguration, { ...spec, ...bad }, operator, 'en-US'), JSON.stringify(bad)).toMatchObject({
        status: 400,
        msg,
      });
      expect(await call(api.updateConfiguration, { id, ...spec, ...bad }, operator, 'en-US'), JSON.stringify(bad)).toMatchObject({
        status: 400,
        msg,
      });
    }
    expect(await call(api.updateConfigurationStatus, { id, enabled: 0 }, operator, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The sale status is invalid',
    });
    expect(await call(api.createRegion, { name: '' }, operator, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The region name is 1 to 32 characters',
    });
    expect(await call(api.updateRegion, { id: before.regions[0]!.id, name: '华东' }, operator, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The sort is a whole number from 0 to 9999',
    });
    expect((await call(api.removeRegion, { id: 'abc' })).status).toBe(400);
    expect((await call(api.pricePage, {})).status).toBe(400);
    expect(await operatorView()).toEqual(before);
  });

  it('answers 404 for ids that are not there, in both languages, changing nothing', async () => {
    const before = await operatorView();
    const regionId = before.regions[0]!.id;
    const noSpec = ['该配置不存在或已下架', 'This configuration does not exist or is no longer sold'] as const;
    const noRegion = ['该地区不存在', 'This region does not exist'] as const;
    const noPrice = ['该套餐不存在', 'This package does not exist'] as const;
    const missing = 999_999;
    const { configurationId: _, ...fields } = packageOf(missing);
    await refusedInBoth(api.updateConfiguration, { id: missing, ...spec }, 404, ...noSpec);
    await refusedInBoth(api.updateConfigurationStatus, { id: missing, enabled: false }, 404, ...noSpec);
    await refusedInBoth(api.updateStock, { configurationId: missing, regionId, stock: 1 }, 404, ...noSpec);
    await refusedInBoth(api.pricePage, { configurationId: missing }, 404, ...noSpec);
    await refusedInBoth(api.createPrice, packageOf(missing), 404, ...noSpec);
    await refusedInBoth(api.updateRegion, { id: missing, name: '火星', sort: 0 }, 404, ...noRegion);
    await refusedInBoth(api.removeRegion, { id: missing }, 404, ...noRegion);
    await refusedInBoth(api.updatePrice, { id: missing, ...fields }, 404, ...noPrice);
    await refusedInBoth(api.updatePriceStatus, { id: missing, enabled: true }, 404, ...noPrice);
    expect(await operatorView()).toEqual(before);
  });

  it('refuses a member, and anyone not signed in, on every operator endpoint, changing nothing', async () => {
    const before = await operatorView();
    const id = before.all.list[0]!.id;
    const inputs: Record<keyof typeof api, Record<string, unknown>> = {
      configurationPage: {},
      createConfiguration: spec,
      updateConfiguration: { id, ...spec },
      updateConfigurationStatus: { id, enabled: false },
      updateStock: { configurationId: id, regionId: before.regions[0]!.id, stock: 0 },
      regions: {},
      createRegion: { name: '会员建的' },
      updateRegion: { id: before.regions[0]!.id, name: '会员改的', sort: 0 },
      removeRegion: { id: before.regions[0]!.id },
      pricePage: { configurationId: id },
      createPrice: packageOf(id),
      updatePrice: { id: before.prices[0]!.list[0]!.id, ...packageOf(id) },
      updatePriceStatus: { id: before.prices[0]!.list[0]!.id, enabled: false },
    };
    for (const [name, input] of Object.entries(inputs)) {
      const endpoint = api[name as keyof typeof api];
      expect(await call(endpoint, input, member.token, 'en-US'), name).toMatchObject({
        status: 401,
        msg: 'Authentication failed, cannot access system resources',
      });
      expect((await call(endpoint, input, 'not-a-token')).status, name).toBe(401);
    }
    expect(await operatorView()).toEqual(before);
  });
});
