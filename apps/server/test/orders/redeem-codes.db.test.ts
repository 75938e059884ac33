import {
  addDuration,
  redeemCodesAdminApi,
  redeemCodesApi,
  type CreatedRedeemBatch,
  type PageResult,
  type RedeemBatchItem,
  type RedeemedCode,
  type RedeemResult,
} from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, quickMember } from '../kit/members.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let kit: ReturnType<typeof orderKit>;
let operator: string;
let basic: Awaited<ReturnType<typeof kit.spec>>;
const { redeem, redeemBatch, renew, page } = redeemCodesApi.endpoints;
const admin = redeemCodesAdminApi.endpoints;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  kit.anyToken = (await quickMember(t)).token;
  operator = await operatorToken(t);
  basic = await kit.spec('畅玩版');
});
afterAll(() => t.close());

const makeBatch = async (overrides: object = {}) => {
  const res = await t.call<CreatedRedeemBatch>({
    method: 'POST',
    url: admin.create.path,
    headers: bearer(operator),
    payload: {
      type: 'purchase',
      configurationId: basic.id,
      regionId: basic.regions[0]!.id,
      duration: 7,
      durationUnit: 'day',
      count: 3,
      expireTime: t.clock.now().getTime() + 86_400_000,
      ...overrides,
    },
  });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const post = <T>(url: string, token: string, payload: object, lang = 'zh-CN', ip = '127.0.0.1') =>
  t.call<T>({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload, remoteAddress: ip });
const phonesOf = async (token: string) =>
  (
    await t.call<{ list: { id: number; expireTime: number; configurationId: number | null }[] }>({
      method: 'POST',
      url: '/app-api/trade/phone/app-page',
      headers: bearer(token),
      payload: { pageSize: 100 },
    })
  ).data.list;

describe('redeeming a code for a new phone', () => {
  it('gives a phone of the spec for the duration, once; the code is typed in any case, with or without dashes', async () => {
    const member = await quickMember(t);
    const { codes } = await makeBatch();
    const code = codes[0]!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    const before = await kit.spec('畅玩版');
    const typed = code.toLowerCase().replace(/(.{4})/g, '$1-');
    const res = await post<RedeemResult>(redeem.path, member.token, { code: typed });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ type: 'purchase', configurationName: '畅玩版', duration: 7, durationUnit: 'day' });
    expect(res.data.phoneIds).toHaveLength(1);
    const phone = (await phonesOf(member.token)).find((p) => p.id === res.data.phoneIds[0])!;
    expect(phone).toMatchObject({ configurationId: basic.id, expireTime: t.clock.now().getTime() + 7 * 86_400_000 });
    expect((await kit.spec('畅玩版')).regions[0]!.stock).toBe(before.regions[0]!.stock - 1);

    expect(await post(redeem.path, member.token, { code })).toMatchObject({ status: 409, msg: '兑换码已被使用' });
    const other = await quickMember(t);
    expect(await post(redeem.path, other.token, { code }, 'en-US')).toMatchObject({ msg: 'This redemption code has already been used' });
    const listed = await t.call<PageResult<RedeemedCode>>({ method: 'GET', url: page.path, headers: bearer(member.token) });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ code: `${code.slice(0, 4)}…${code.slice(-4)}`, phoneIds: res.data.phoneIds }),
    ]);
  });

  it('gives each refusal its own message: expired, disabled, wrong kind, sold out, and an empty code', async () => {
    const member = await quickMember(t);
    const expired = await makeBatch({ count: 1, expireTime: t.clock.now().getTime() + 1000 });
    t.clock.advance(2000);
    expect(await post(redeem.path, member.token, { code: expired.codes[0] })).toMatchObject({ status: 410, msg: '兑换码已过期' });
    const disabled = await makeBatch({ count: 1 });
    await t.call({ method: 'PUT', url: admin.disable.path, headers: bearer(operator), payload: { batchId: disabled.batchId } });
    expect(await post(redeem.path, member.token, { code: disabled.codes[0] })).toMatchObject({ msg: '兑换码已停用' });
    const renewal = await makeBatch({ type: 'renewal', regionId: undefined, count: 1 });
    expect(await post(redeem.path, member.token, { code: renewal.codes[0] })).toMatchObject({ code: 1011006034 });
    const purchase = await makeBatch({ count: 1 });
    await t.deps.phones.grantTrial(member.id);
    const [mine] = await phonesOf(member.token);
    expect(await post(renew.path, member.token, { code: purchase.codes[0], phoneIds: [mine!.id] })).toMatchObject({ code: 1011006035 });
    await t.deps.offers.setStock(basic.id, basic.regions[1]!.id, 0);
    const soldOut = await makeBatch({ count: 1, regionId: basic.regions[1]!.id });
    expect(await post(redeem.path, member.token, { code: soldOut.codes[0] })).toMatchObject({
      status: 409,
      msg: '该兑换码对应的配置暂无库存，请稍后再试',
    });
    await t.deps.offers.setStock(basic.id, basic.regions[1]!.id, 5);
    expect((await post<RedeemResult>(redeem.path, member.token, { code: soldOut.codes[0] })).code).toBe(0);
    expect(await post(redeem.path, member.token, { code: '' }, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please enter a redemption code',
    });
  });

  it('throttles guessing: after 10 unknown codes the member waits, even with a good code', async () => {
    const member = await quickMember(t);
    const { codes } = await makeBatch({ count: 1 });
    for (let i = 0; i < 10; i++)
      expect(await post(redeem.path, member.token, { code: `WRONG${i}ABCDEFGHJK` })).toMatchObject({ status: 404, msg: '兑换码不存在' });
    expect(await post(redeem.path, member.token, { code: codes[0] })).toMatchObject({ status: 429, code: 1011006037 });
    // Another member from another address is not held back.
    const other = await quickMember(t);
    expect((await post(redeem.path, other.token, { code: codes[0] }, 'zh-CN', '10.1.2.3')).code).toBe(0);
  });

  it('redeems 200 concurrent tries of one code exactly once', async () => {
    const member = await quickMember(t);
    const { codes } = await makeBatch({ count: 1 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => post<RedeemResult>(redeem.path, member.token, { code: codes[0] })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1011006031)).toHaveLength(199);
    expect(await phonesOf(member.token)).toHaveLength(1);
  });

  it('redeems several codes at once with a result per code', async () => {
    const member = await quickMember(t);
    const { codes } = await makeBatch({ count: 2 });
    await post(redeem.path, member.token, { code: codes[1] });
    const res = await post<RedeemBatchItem[]>(redeemBatch.path, member.token, { codes: [codes[0], codes[1], 'NOPE2345NOPE2345'] }, 'en-US');
    expect(res.data.map((r) => [r.success, r.msg])).toEqual([
      [true, ''],
      [false, 'This redemption code has already been used'],
      [false, 'This redemption code does not exist'],
    ]);
    expect(res.data[0]!.result!.phoneIds).toHaveLength(1);
  });
});

describe('renewing with a code', () => {
  it("extends the member's own phones of the code's spec, and refuses someone else's without using the code", async () => {
    const owner = await quickMember(t);
    const bought = await makeBatch({ count: 1 });
    const [phoneId] = (await post<RedeemResult>(redeem.path, owner.token, { code: bought.codes[0] })).data.phoneIds;
    const before = (await phonesOf(owner.token)).find((p) => p.id === phoneId)!.expireTime;
    const { codes } = await makeBatch({ type: 'renewal', regionId: undefined, count: 1, duration: 1, durationUnit: 'month' });
    const stranger = await quickMember(t);
    expect(await post(renew.path, stranger.token, { code: codes[0], phoneIds: [phoneId] })).toMatchObject({ code: 1011001000 });
    const res = await post<RedeemResult>(renew.path, owner.token, { code: codes[0], phoneIds: [phoneId] });
    expect(res.code, res.msg).toBe(0);
    expect((await phonesOf(owner.token)).find((p) => p.id === phoneId)!.expireTime).toBe(addDuration(before, 1, 'month'));
  });
});

describe('batches, for the operator', () => {
  it('lists batches with their redeemed counts and codes, and exports them as CSV with their ends only', async () => {
    const { batchId, codes } = await makeBatch({ count: 2, remark: '=cmd|calc' });
    await post(redeem.path, (await quickMember(t)).token, { code: codes[0] });
    const batches = await t.call<PageResult<{ id: number; redeemed: number; count: number }>>({
      method: 'GET',
      url: `${admin.batchPage.path}?pageSize=50`,
      headers: bearer(operator),
    });
    expect(batches.data.list.find((b) => b.id === batchId)).toMatchObject({ redeemed: 1, count: 2 });
    const csv = await t.app.inject({ method: 'GET', url: `${admin.export.path}?batchId=${batchId}`, headers: bearer(operator) });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,status,redeemed_by,redeemed_at,voided_at,phone_ids');
    expect(lines).toHaveLength(3);
    expect(csv.body).not.toContain(codes[0]);
    expect(lines[1]).toContain(`${codes[0]!.slice(0, 4)}…${codes[0]!.slice(-4)}`);
  });

  it('refuses a batch that expires in the past, of an unknown spec, or a new-phone batch without a region; members cannot make batches', async () => {
    const payload = {
      type: 'purchase',
      configurationId: basic.id,
      duration: 1,
      durationUnit: 'day',
      count: 1,
      expireTime: t.clock.now().getTime() + 60_000,
    };
    expect(await t.call({ method: 'POST', url: admin.create.path, headers: bearer(operator), payload })).toMatchObject({
      status: 400,
      msg: '新机兑换码需要选择地区',
    });
    const past = { ...payload, regionId: basic.regions[0]!.id, expireTime: t.clock.now().getTime() - 1 };
    expect(await t.call({ method: 'POST', url: admin.create.path, headers: bearer(operator), payload: past })).toMatchObject({
      msg: '过期时间不能早于当前时间',
    });
    const unknown = { ...payload, regionId: basic.regions[0]!.id, configurationId: 999_999 };
    expect((await t.call({ method: 'POST', url: admin.create.path, headers: bearer(operator), payload: unknown })).code).toBe(1011006000);
    const member = await quickMember(t);
    expect((await t.call({ method: 'POST', url: admin.create.path, headers: bearer(member.token), payload })).status).toBe(401);
  });
});
