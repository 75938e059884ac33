import { ordersApi, PAD_TYPE, proxiesApi, proxyGroupsApi, TOKEN_COOKIE } from '@cloudphone/contract';
import { count, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberExports,
  memberPaternity,
  notifyMessages,
  orders,
  phoneAccredits,
  phoneGroups,
  phones,
  phoneTags,
  proxies,
  proxyGroups,
  uploadedFiles,
  userFeedback,
} from '../../src/db/schema.js';
import { avatarStorageKeys } from '../../src/modules/account/avatar.service.js';
import { MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { bearer, PASSWORD } from '../kit/members.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { elapse, rentPhones } from '../kit/rented-phones.js';
import { multipart, uploaded } from '../uploads/uploads-fixture.js';
import { orderKit } from '../orders/orders-kit.js';
import { createCanvas } from '@napi-rs/canvas';
import {
  ACCOUNT,
  codeFor,
  expectRefusal,
  headers,
  member,
  memberRow,
  session,
  t,
  useAccountSuite,
  works,
  type Lang,
} from './account-kit.js';

const DAY = 86_400_000;
useAccountSuite({ UPLOAD_POLL_MS: '0' });

const remove = (token: string, code: string, lang: Lang = 'zh-CN') =>
  t.call<boolean>({ method: 'DELETE', url: ACCOUNT.delete.path, headers: headers(token, lang), payload: { code } });

const rowsOf = async (memberId: number) => {
  const { db } = t.deps;
  const n = async (
    table:
      | typeof phones
      | typeof phoneGroups
      | typeof phoneTags
      | typeof proxies
      | typeof proxyGroups
      | typeof uploadedFiles
      | typeof userFeedback
      | typeof notifyMessages
      | typeof memberExports,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.n;
  return {
    phones: await n(phones),
    groups: await n(phoneGroups),
    tags: await n(phoneTags),
    proxies: await n(proxies),
    proxyGroups: await n(proxyGroups),
    files: await n(uploadedFiles),
    feedback: await n(userFeedback),
    notices: await n(notifyMessages),
    exports: await n(memberExports),
    grants: (
      await db
        .select({ n: count() })
        .from(phoneAccredits)
        .where(or(eq(phoneAccredits.ownerId, memberId), eq(phoneAccredits.granteeId, memberId)))
    )[0]!.n,
    paternity: (
      await db
        .select({ n: count() })
        .from(memberPaternity)
        .where(or(eq(memberPaternity.parentId, memberId), eq(memberPaternity.childId, memberId)))
    )[0]!.n,
  };
};

const smsLogin = async (phone: string) => {
  const code = await codeFor(phone, 'login');
  return t.call<{ accessToken: string; userId: number }>({
    method: 'POST',
    url: '/app-api/member/auth/sms-login',
    payload: { phone, code },
  });
};

function avatarPng() {
  const canvas = createCanvas(64, 64);
  canvas.getContext('2d').fillRect(0, 0, 64, 64);
  return canvas.toBuffer('image/png');
}

describe('deleting an account', () => {
  it('is refused while a phone has not expired, saying how many, and changes nothing (the code stays usable)', async () => {
    const m = await member();
    const now = t.clock.now();
    await givePhones(t.deps.db, m.id, 2, { now });
    await givePhones(t.deps.db, m.id, 1, { now, expireTime: new Date(now.getTime() - DAY) });
    const code = await codeFor(m.phone, 'delete-account');
    const before = { row: await memberRow(m.id), rows: await rowsOf(m.id) };
    expectRefusal(await remove(m.token, code), 'ACCOUNT_DELETE_LIVE_PHONES', '您还有 2 台未到期的云手机，云手机到期后才能注销账号');
    expectRefusal(
      await remove(m.token, code, 'en-US'),
      'ACCOUNT_DELETE_LIVE_PHONES',
      'You still have 2 cloud phone(s) that have not expired; the account can be deleted once they expire',
    );
    expect({ row: await memberRow(m.id), rows: await rowsOf(m.id) }).toEqual(before);
    expect(await works(m.token)).toBe(true);
    // Once they have expired, the same code does it.
    await t.deps.db.update(phones).set({ expireTime: now }).where(eq(phones.memberId, m.id));
    expect((await remove(m.token, code)).code).toBe(0);
  });

  it('is refused with a wrong code or a code of another scene; nothing changes', async () => {
    const m = await member();
    const login = await codeFor(m.phone, 'login');
    const before = await memberRow(m.id);
    const res = await remove(m.token, login, 'en-US');
    expect([res.status, res.code]).toEqual([400, 1004003020]);
    const bad = await remove(m.token, '12ab', 'en-US');
    expect([bad.status, bad.msg]).toEqual([400, 'The verification code is 6 digits']);
    expect(await memberRow(m.id)).toEqual(before);
    expect(await works(m.token)).toBe(true);
  });

  it('sends the code only to a registered number', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/app-api/member/captcha/sendSmsCode',
      headers: { 'accept-language': 'en-US' },
      payload: { phone: '13012345678', scene: 'delete-account' },
    });
    expect([sent.status, sent.msg]).toEqual([400, 'This phone number is not registered']);
  });

  it('once every phone expired: erases what the member made, keeps the orders on an anonymised row, ends every session, frees the number', async () => {
    await seedDemoOffers(t.deps.offers, t.clock);
    const m = await member();
    const otherSession = await session(m.id);
    const owner = await member();
    const child = await member();

    // An order, still there afterwards for the accounts.
    const kit = orderKit(t);
    kit.anyToken = m.token;
    const spec = await kit.spec('畅玩版');
    const price = await kit.price(spec.id, 'purchase');
    const order = await kit.create(m.token, {
      type: 'purchase',
      configurationId: spec.id,
      regionId: spec.regions[0]!.id,
      priceId: price.id,
      quantity: 1,
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(order.code, order.msg).toBe(0);

    // Phones that will have expired (one in the recycle bin by then), with a group, a tag and grants both ways.
    const [mine] = await rentPhones(t, m.id, 2, { days: 1 });
    const [theirs] = await givePhones(t.deps.db, owner.id, 1, {
      now: t.clock.now(),
      expireTime: new Date(t.clock.now().getTime() + 30 * DAY),
    });
    await sharePhone(t.deps.db, { phoneId: mine!, ownerId: m.id, granteeId: owner.id, now: t.clock.now() });
    await sharePhone(t.deps.db, {
      phoneId: theirs!,
      ownerId: owner.id,
      granteeId: m.id,
      now: t.clock.now(),
      expireTime: new Date(t.clock.now().getTime() + 30 * DAY),
    });
    await t.deps.db.insert(phoneGroups).values({ memberId: m.id, name: 'work' });
    await t.deps.db.insert(phoneTags).values({ memberId: m.id, name: 'tag' });
    // A sub-account the member disabled, and the member as someone else's sub-account.
    await t.deps.db.insert(memberPaternity).values([
      { parentId: m.id, childId: child.id },
      { parentId: owner.id, childId: m.id },
    ]);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/app-api/member/member/updateStatus',
          headers: bearer(m.token),
          payload: { id: child.id, status: 1 },
        })
      ).code,
    ).toBe(0);
    // A proxy in a group, an uploaded file, feedback, a message, an export and an avatar.
    const group = await t.call<number>({
      method: 'POST',
      url: proxyGroupsApi.endpoints.create.path,
      headers: bearer(m.token),
      payload: { name: 'p1' },
    });
    const proxy = await t.call({
      method: 'POST',
      url: proxiesApi.endpoints.create.path,
      headers: bearer(m.token),
      payload: { protocol: 'SOCKS5', host: '127.0.0.1', port: 1080, account: 'user1', password: 'Secret#1', groupId: group.data },
    });
    expect(proxy.code, proxy.msg).toBe(0);
    const fileId = await uploaded(t, m.token, 'notes.txt', Buffer.from('hello'));
    const [file] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    await t.deps.db.insert(userFeedback).values({ memberId: m.id, title: 't', content: 'c', source: '1', createdAt: t.clock.now() });
    await t.deps.db.insert(notifyMessages).values({ memberId: m.id, type: 1, title: 'hi', content: 'x', createdAt: t.clock.now() });
    const exported = await t.call<{ fileName: string }>({ method: 'GET', url: ordersApi.endpoints.export.path, headers: bearer(m.token) });
    expect(exported.code, exported.msg).toBe(0);
    const avatarBody = multipart('me.png', avatarPng());
    const avatar = await t.call({
      method: 'POST',
      url: ACCOUNT.updateAvatar.path,
      headers: { ...avatarBody.headers, ...bearer(m.token) },
      payload: avatarBody.payload,
    });
    expect(avatar.code, avatar.msg).toBe(0);
    const avatarKey = (await memberRow(m.id)).avatarKey!;
    const avatarUrl = `/app-api/member/member/avatar/${avatarKey}-200.png`;

    await elapse(t, 2 * DAY);
    await t.deps.expiry.sweep();
    const code = await codeFor(m.phone, 'delete-account');
    const res = await remove(m.token, code);
    expect(res).toMatchObject({ status: 200, code: 0, data: true });

    // Signed out everywhere: the tokens answer 401, the avatar too.
    expect(await works(m.token)).toBe(false);
    expect(await works(otherSession)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl, headers: { cookie: `${TOKEN_COOKIE}=${m.token}` } })).statusCode).toBe(401);

    // The row stays, anonymised.
    const row = await memberRow(m.id);
    expect(row).toMatchObject({
      phone: `deleted-${m.id}`,
      nickname: '',
      passwordHash: null,
      email: null,
      gender: null,
      birthday: null,
      location: null,
      avatarKey: null,
      avatarUrl: null,
      status: MEMBER_STATUS.deleted,
    });
    expect(row.deletedAt).toEqual(t.clock.now());

    // What the member made is gone, in the database and in the file store.
    expect(await rowsOf(m.id)).toEqual({
      phones: 0,
      groups: 0,
      tags: 0,
      proxies: 0,
      proxyGroups: 0,
      files: 0,
      feedback: 0,
      notices: 0,
      exports: 0,
      grants: 0,
      paternity: 0,
    });
    expect(await t.deps.uploads.storage.stat(file!.storageKey)).toBeNull();
    expect(await t.deps.uploads.storage.stat(`exports/${m.id}/${exported.data.fileName}`)).toBeNull();
    for (const key of avatarStorageKeys(m.id, avatarKey)) expect(await t.deps.uploads.storage.stat(key)).toBeNull();
    // The owner's phone stays the owner's; the disabled sub-account is free and enabled again.
    expect(await t.deps.db.select({ id: phones.id }).from(phones).where(eq(phones.id, theirs!))).toHaveLength(1);
    expect((await memberRow(child.id)).status).toBe(MEMBER_STATUS.normal);

    // Orders stay, on the anonymised row.
    const kept = await t.deps.db.select({ memberId: orders.memberId }).from(orders).where(eq(orders.orderNo, order.data.orderNo));
    expect(kept).toEqual([{ memberId: m.id }]);

    // The number is free: password sign-in knows no such account, an SMS sign-in makes a new one.
    const password = await t.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone: m.phone, password: PASSWORD } });
    expect(password.code).not.toBe(0);
    const again = await smsLogin(m.phone);
    expect(again.code, again.msg).toBe(0);
    expect(again.data.userId).not.toBe(m.id);
    expect((await memberRow(again.data.userId)).phone).toBe(m.phone);
    const lookup = await t.call<{ id: number } | null>({
      method: 'GET',
      url: `/app-api/member/member/queryMemberByPhone?phone=${m.phone}`,
      headers: bearer(owner.token),
    });
    expect(lookup.data?.id).toBe(again.data.userId);
  });

  it('is not held up by a free trial phone, and closes unpaid orders giving their stock back', async () => {
    const m = await member();
    await givePhones(t.deps.db, m.id, 1, { now: t.clock.now(), padType: PAD_TYPE.webTrial });
    const kit = orderKit(t);
    kit.anyToken = (await member()).token;
    if (!(await kit.spec('畅玩版'))) await seedDemoOffers(t.deps.offers, t.clock);
    const spec = await kit.spec('畅玩版');
    const price = await kit.price(spec.id, 'purchase');
    const region = spec.regions[0]!;
    const stockBefore = (await kit.spec('畅玩版')).regions[0]!.stock;
    const order = await kit.create(m.token, {
      type: 'purchase',
      configurationId: spec.id,
      regionId: region.id,
      priceId: price.id,
      quantity: 2,
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(order.code, order.msg).toBe(0);
    expect((await kit.spec('畅玩版')).regions[0]!.stock).toBe(stockBefore - 2);

    const res = await remove(m.token, await codeFor(m.phone, 'delete-account'));
    expect(res).toMatchObject({ status: 200, code: 0, data: true });
    const [closed] = await t.deps.db.select().from(orders).where(eq(orders.orderNo, order.data.orderNo));
    expect(closed).toMatchObject({ status: 'cancel', memberId: m.id });
    expect((await kit.spec('畅玩版')).regions[0]!.stock).toBe(stockBefore);
  });

  it('cannot be done twice, nor by a token of the deleted account', async () => {
    const m = await member();
    const code = await codeFor(m.phone, 'delete-account');
    expect((await remove(m.token, code)).code).toBe(0);
    expect((await remove(m.token, code)).status).toBe(401);
    const fresh = await smsLogin(m.phone);
    expect(fresh.data.userId).not.toBe(m.id);
  });
});
