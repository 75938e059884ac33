import { addDuration, phonesApi, PHONE_STATUS, type PageResult, type PhoneOperationEntry, type PhoneRow } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, quickMember, signInAgain, type SignedInMember } from '../kit/members.js';
import { elapse } from '../kit/rented-phones.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let kit: ReturnType<typeof orderKit>;
let basic: Awaited<ReturnType<typeof kit.spec>>;
let strong: Awaited<ReturnType<typeof kit.spec>>;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  kit.anyToken = (await quickMember(t)).token;
  basic = await kit.spec('畅玩版');
  strong = await kit.spec('高配版');
});
afterAll(() => t.close());

const buyOne = async (member: SignedInMember, spec = basic) => {
  const price = await kit.price(spec.id, 'purchase');
  const { orderNo } = (
    await kit.create(member.token, {
      type: 'purchase',
      configurationId: spec.id,
      regionId: spec.regions[0]!.id,
      priceId: price.id,
      quantity: 1,
      payChannel: 'sandbox',
      agreed: true,
    })
  ).data;
  await kit.pay(orderNo);
  await elapse(t, 11 * 60_000);
  await signInAgain(t, member);
  kit.anyToken = member.token;
  return (await kit.get(member.token, orderNo)).data.phoneIds[0]!;
};
const upgrade = async (member: SignedInMember, phoneIds: number[], to = strong, lang = 'zh-CN') =>
  kit.create(
    member.token,
    {
      type: 'upgrade',
      priceId: (await kit.price(to.id, 'upgrade')).id,
      phoneIds,
      configurationId: to.id,
      payChannel: 'sandbox',
      agreed: true,
    },
    undefined,
    lang,
  );
const phoneOf = async (member: SignedInMember, id: number) =>
  (
    await t.call<PageResult<PhoneRow>>({
      method: 'POST',
      url: phonesApi.endpoints.page.path,
      headers: bearer(member.token),
      payload: { pageSize: 50 },
    })
  ).data.list.find((p) => p.id === id)!;

describe('upgrading a phone', () => {
  it('charges the upgrade package prorated by the time left, then moves the phone to the higher spec with its data', async () => {
    const member = await quickMember(t);
    const phoneId = await buyOne(member);
    const before = await phoneOf(member, phoneId);
    const pack = await kit.price(strong.id, 'upgrade');
    const now = t.clock.now().getTime();
    const expected = Math.ceil((pack.price * (before.expireTime - now)) / (addDuration(now, pack.duration, pack.durationUnit) - now));
    const res = await upgrade(member, [phoneId]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.payPrice).toBe(expected);
    await kit.pay(res.data.orderNo);
    expect((await kit.get(member.token, res.data.orderNo)).data).toMatchObject({
      status: 'success',
      type: 'upgrade',
      configurationName: '高配版',
    });
    expect((await phoneOf(member, phoneId)).configurationId).toBe(strong.id);
    // Backup, then a device of the new image restores it (the simulator's speed: minutes become seconds).
    await elapse(t, 11 * 60_000);
    await elapse(t, 11 * 60_000);
    await signInAgain(t, member);
    kit.anyToken = member.token;
    const after = await phoneOf(member, phoneId);
    expect(after).toMatchObject({
      chip: 'Orion888',
      status: PHONE_STATUS.running,
      expireTime: before.expireTime,
      brand: before.brand,
      model: before.model,
    });
    expect(after.owlId).not.toBe(before.owlId);
    const history = await t.call<PhoneOperationEntry[]>({
      method: 'GET',
      url: `${phonesApi.endpoints.history.path}?phoneId=${phoneId}`,
      headers: bearer(member.token),
    });
    expect(history.data[0]).toMatchObject({ kind: 'upgrade', state: 'succeeded' });
  });

  it('refuses a lower or equal spec, an expired phone, a busy one, and a package of another kind or spec', async () => {
    const member = await quickMember(t);
    const strongPhone = await buyOne(member, strong);
    expect(await upgrade(member, [strongPhone], basic)).toMatchObject({ code: 1011006023, msg: '只能升级到更高的配置' });
    expect((await upgrade(member, [strongPhone], strong)).code).toBe(1011006023);
    const basicPhone = await buyOne(member);
    await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      headers: bearer(member.token),
      payload: { phoneIds: [basicPhone] },
    });
    expect(await upgrade(member, [basicPhone], strong, 'en-US')).toMatchObject({
      code: 1011006024,
      msg: 'A selected phone is busy with another operation; upgrade it later',
    });
    const purchasePrice = await kit.price(strong.id, 'purchase');
    const wrongKind = await kit.create(member.token, {
      type: 'upgrade',
      priceId: purchasePrice.id,
      phoneIds: [basicPhone],
      configurationId: strong.id,
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(wrongKind.code).toBe(1011006010);
    const otherSpec = await kit.create(member.token, {
      type: 'upgrade',
      priceId: (await kit.price(strong.id, 'upgrade')).id,
      phoneIds: [basicPhone],
      configurationId: basic.id,
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(otherSpec.code).toBe(1011006010);
    const stranger = await quickMember(t);
    kit.anyToken = stranger.token;
    expect((await upgrade(stranger, [basicPhone])).code).toBe(1011001000);
    t.clock.advance(40 * 86_400_000);
    await signInAgain(t, member);
    kit.anyToken = member.token;
    expect((await upgrade(member, [strongPhone])).code).toBe(1011006025);
  });
});
