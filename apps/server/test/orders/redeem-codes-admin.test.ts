import {
  plainCodesCsv,
  redeemCodesAdminApi,
  redeemCodesApi,
  type CreatedRedeemBatch,
  type PageResult,
  type RedeemBatchRow,
  type RedeemCodeRow,
} from '@cloudphone/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateLogs } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createRedeemCodesRepo } from '../../src/modules/redeem-codes/redeem-codes.repo.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, quickMember } from '../kit/members.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let operator: string;
let basic: Awaited<ReturnType<ReturnType<typeof orderKit>['spec']>>;
const { redeem } = redeemCodesApi.endpoints;
const admin = redeemCodesAdminApi.endpoints;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  const kit = orderKit(t);
  kit.anyToken = (await quickMember(t)).token;
  operator = await operatorToken(t);
  basic = await kit.spec('畅玩版');
  await t.deps.offers.setStock(basic.id, basic.regions[0]!.id, 1000);
});
afterAll(() => t.close());

const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const makeBatch = async (count = 4) => {
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
      count,
      expireTime: t.clock.now().getTime() + 86_400_000,
    },
  });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const codesOf = async (batchId: number) =>
  (
    await t.call<PageResult<RedeemCodeRow>>({
      method: 'GET',
      url: `${admin.codePage.path}?batchId=${batchId}&pageSize=100`,
      headers: bearer(operator),
    })
  ).data.list;
const batchRow = async (batchId: number) =>
  (
    await t.call<PageResult<RedeemBatchRow>>({ method: 'GET', url: `${admin.batchPage.path}?pageSize=100`, headers: bearer(operator) })
  ).data.list.find((b) => b.id === batchId)!;
const voidCode = (id: unknown, token = operator, lang = 'zh-CN') =>
  t.call<boolean>({ method: 'PUT', url: admin.disableCode.path, headers: as(token, lang), payload: { id } });
const redeemAs = (token: string, code: string, lang = 'zh-CN') =>
  t.call({ method: 'POST', url: redeem.path, headers: as(token, lang), payload: { code } });
/** The code row whose hint is this plain code's (its ends). */
const rowOf = (rows: RedeemCodeRow[], code: string) => rows.find((r) => r.codeHint === `${code.slice(0, 4)}…${code.slice(-4)}`)!;

describe('voiding one code', () => {
  it('stops that code only; the batch’s others still work; voiding again is fine; the audit log has the code without its hash', async () => {
    const { batchId, codes } = await makeBatch(2);
    const target = rowOf(await codesOf(batchId), codes[0]!);
    expect(await voidCode(target.id)).toMatchObject({ code: 0, data: true });
    const voided = rowOf(await codesOf(batchId), codes[0]!);
    expect(voided.voidTime).toBe(t.clock.now().getTime());
    t.clock.advance(1000);
    expect((await voidCode(target.id)).code).toBe(0);
    expect(rowOf(await codesOf(batchId), codes[0]!).voidTime).toBe(voided.voidTime);

    const member = await quickMember(t);
    expect(await redeemAs(member.token, codes[0]!)).toMatchObject({ status: 410, msg: '兑换码已停用' });
    expect((await redeemAs(member.token, codes[1]!)).code).toBe(0);

    const [log] = await t.deps.db
      .select()
      .from(operateLogs)
      .where(eq(operateLogs.path, admin.disableCode.path))
      .orderBy(desc(operateLogs.id))
      .limit(1);
    expect(log).toMatchObject({ before: { id: target.id, batchId }, after: { id: target.id } });
    expect(JSON.stringify(log!.before)).not.toContain('codeHash');
  });

  it('refuses a redeemed code, an unknown one and a bad id, changing nothing', async () => {
    const { batchId, codes } = await makeBatch(1);
    const member = await quickMember(t);
    expect((await redeemAs(member.token, codes[0]!)).code).toBe(0);
    const used = rowOf(await codesOf(batchId), codes[0]!);
    expect(await voidCode(used.id, operator, 'en-US')).toMatchObject({
      status: 409,
      code: 1002005021,
      msg: 'The code has been redeemed and cannot be voided',
    });
    expect(rowOf(await codesOf(batchId), codes[0]!).voidTime).toBeNull();
    expect(await voidCode(999_999_999)).toMatchObject({ status: 404, msg: '兑换码不存在' });
    expect((await voidCode('abc')).status).toBe(400);
    expect((await voidCode(undefined)).status).toBe(400);
  });

  it('is never claimed once voided, even by a redemption that checked it before', async () => {
    const { batchId, codes } = await makeBatch(1);
    const row = rowOf(await codesOf(batchId), codes[0]!);
    await voidCode(row.id);
    const member = await quickMember(t);
    expect(await createRedeemCodesRepo(t.deps.db).claim(row.id, member.id, t.clock.now())).toBe(false);
  });
});

describe('usage per batch', () => {
  it('counts redeemed, unused and void codes; a disabled batch’s unused codes all become void', async () => {
    const { batchId, codes } = await makeBatch(4);
    const member = await quickMember(t);
    expect((await redeemAs(member.token, codes[0]!)).code).toBe(0);
    await voidCode(rowOf(await codesOf(batchId), codes[1]!).id);
    expect(await batchRow(batchId)).toMatchObject({ count: 4, redeemed: 1, unused: 2, voided: 1, disabled: false });
    expect((await t.call({ method: 'PUT', url: admin.disable.path, headers: bearer(operator), payload: { batchId } })).code).toBe(0);
    expect(await batchRow(batchId)).toMatchObject({ count: 4, redeemed: 1, unused: 0, voided: 3, disabled: true });
  });
});

describe('exporting codes', () => {
  it('gives the plain codes once, in the create answer, as a CSV file the member can redeem from', async () => {
    const { codes } = await makeBatch(3);
    const file = plainCodesCsv(codes);
    expect(file.startsWith('\uFEFFcode\r\n')).toBe(true);
    const lines = file.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const member = await quickMember(t);
    expect((await redeemAs(member.token, lines[2]!)).code).toBe(0);
  });

  it('exports a batch’s codes with their status (ends only, never the plain codes), named by Content-Disposition', async () => {
    const { batchId, codes } = await makeBatch(3);
    const member = await quickMember(t);
    await redeemAs(member.token, codes[0]!);
    await voidCode(rowOf(await codesOf(batchId), codes[1]!).id);
    const res = await t.app.inject({ method: 'GET', url: `${admin.export.path}?batchId=${batchId}`, headers: bearer(operator) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="redeem-codes-${batchId}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('code,status,redeemed_by,redeemed_at,voided_at,phone_ids');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['redeemed', 'void', 'unused']);
    expect(lines[1]!.split(',')[2]).toBe(String(member.id));
    for (const code of codes) expect(res.body).not.toContain(code);
  });

  it('answers 404 for an unknown batch, not an empty file', async () => {
    const res = await t.call({ method: 'GET', url: `${admin.export.path}?batchId=999999999`, headers: as(operator, 'en-US') });
    expect(res).toMatchObject({ status: 404, code: 1011006038 });
  });
});

describe('who may call', () => {
  it('lets finance void and export codes, and ops only read them', async () => {
    const { batchId, codes } = await makeBatch(2);
    const row = rowOf(await codesOf(batchId), codes[0]!);
    const ops = await operatorToken(t, ['ops']);
    const finance = await operatorToken(t, ['finance']);
    expect(await voidCode(row.id, ops, 'en-US')).toMatchObject({ status: 403, msg: 'Current operation has no permission' });
    expect(rowOf(await codesOf(batchId), codes[0]!).voidTime).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${admin.export.path}?batchId=${batchId}`, headers: bearer(ops) })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: `${admin.batchPage.path}`, headers: bearer(ops) })).code).toBe(0);
    expect((await voidCode(row.id, finance)).code).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `${admin.export.path}?batchId=${batchId}`, headers: bearer(finance) })).statusCode,
    ).toBe(200);
    const member = await quickMember(t);
    expect((await voidCode(row.id, member.token)).status).toBe(401);
  });
});
