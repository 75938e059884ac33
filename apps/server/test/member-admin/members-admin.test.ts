import { membersAdminApi, type AdminMemberDetail, type AdminMemberRow, type PageResult } from '@cloudphone/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPaternity, members, operateLogs, orders, phoneConfigurations } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, freshPhone, makeMember, operatorToken, PASSWORD, signIn, smsCode } from '../kit/members.js';
import { rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { openPush } from '../kit/ws-client.js';

const { page, get, updateStatus, resetPassword } = membersAdminApi.endpoints;
const exportPath = membersAdminApi.endpoints.export.path;

let t: Harness;
let baseUrl: string;
let admin: string;
beforeAll(async () => {
  t = await createHarness({ ACCESS_TOKEN_TTL_S: '600' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const list = (query: string, token = admin, lang = 'zh-CN') =>
  t.call<PageResult<AdminMemberRow>>({ method: 'GET', url: `${page.path}?${query}`, headers: as(token, lang) });
const detail = (id: number, token = admin, lang = 'zh-CN') =>
  t.call<AdminMemberDetail>({ method: 'GET', url: `${get.path}?id=${id}`, headers: as(token, lang) });
const put = (url: string, payload: object, token = admin, lang = 'zh-CN') =>
  t.call<boolean>({ method: 'PUT', url, payload, headers: as(token, lang) });
const statusOf = async (id: number) => (await t.deps.db.select({ s: members.status }).from(members).where(eq(members.id, id)))[0]!.s;
const login = (phone: string, password = PASSWORD) =>
  t.call<{ accessToken: string }>({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone, password } });
const smsLogin = (phone: string, code: string) =>
  t.call<{ accessToken: string }>({ method: 'POST', url: '/app-api/member/auth/sms-login', payload: { phone, code } });
const info = (token: string) => t.call({ method: 'GET', url: '/getInfo', headers: bearer(token) });
const lastLog = async (path: string) =>
  (await t.deps.db.select().from(operateLogs).where(eq(operateLogs.path, path)).orderBy(desc(operateLogs.id)).limit(1))[0];
/** A fresh channel code, so a test's filter sees only its own members. */
const channel = () => `ch${Math.random().toString(36).slice(2, 10)}`;

describe('the member list', () => {
  it('filters by phone (contains), ID (exact), channel code and status, pages, and counts each member’s phones', async () => {
    const code = channel();
    const a = await makeMember(t.deps.db);
    const b = await makeMember(t.deps.db, { status: 1 });
    const c = await makeMember(t.deps.db);
    for (const m of [a, b, c]) await t.deps.db.update(members).set({ channelCode: code }).where(eq(members.id, m.id));
    await rentPhones(t, a.id, 2);

    const all = await list(`channelCode=${code}&pageSize=2`);
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((m) => m.id)).toEqual([c.id, b.id]);
    expect((await list(`channelCode=${code}&pageSize=2&pageNo=2`)).data.list.map((m) => m.id)).toEqual([a.id]);

    const [row] = (await list(`id=${a.id}`)).data.list;
    expect(row).toEqual({
      id: a.id,
      phone: a.phone,
      nickname: a.nickname,
      email: null,
      status: 0,
      channelCode: code,
      point: 0,
      createTime: expect.any(Number),
      phoneCount: 2,
      deleted: false,
    });
    expect((await list(`phone=${b.phone.slice(3, 9)}`)).data.list.map((m) => m.id)).toContain(b.id);
    expect((await list(`phone=${b.phone.slice(3, 9)}&channelCode=${code}`)).data.list.map((m) => m.id)).toEqual([b.id]);
    expect((await list(`channelCode=${code}&status=1`)).data.list.map((m) => m.id)).toEqual([b.id]);
    // Empty search boxes are no filter.
    expect((await list(`channelCode=${code}&phone=&status=0`)).data.total).toBe(2);
  });

  it('refuses bad filters with translated messages', async () => {
    expect(await list('status=7')).toMatchObject({ status: 400, msg: '状态筛选不正确' });
    expect(await list('status=7', admin, 'en-US')).toMatchObject({ status: 400, msg: 'The status filter is invalid' });
    expect(await list('phone=138%25', admin, 'en-US')).toMatchObject({ status: 400, msg: 'The phone filter may contain digits only' });
    expect(await list('channelCode=a%20b')).toMatchObject({ status: 400, msg: '渠道码筛选不正确' });
    expect(await list('id=abc')).toMatchObject({ status: 400 });
    expect(await list('pageSize=0')).toMatchObject({ status: 400 });
  });
});

describe('the member detail', () => {
  it('shows the profile, phones, latest 20 orders, grants both ways, sub-accounts and latest sign-ins', async () => {
    await seedDemoOffers(t.deps.offers, t.clock);
    const [spec] = await t.deps.db.select().from(phoneConfigurations).limit(1);
    const m = await makeMember(t.deps.db);
    const friend = await makeMember(t.deps.db);
    const child = await makeMember(t.deps.db);
    const owner = await makeMember(t.deps.db);
    const [mine, second] = await rentPhones(t, m.id, 2, { days: 10 });
    const [theirs] = await rentPhones(t, friend.id, 1);
    await sharePhoneFor(t, { phoneId: mine!, ownerId: m.id, granteeId: friend.id, accreditType: 1, days: 3 });
    await sharePhoneFor(t, { phoneId: theirs!, ownerId: friend.id, granteeId: m.id });
    await t.deps.db.insert(memberPaternity).values([
      { parentId: m.id, childId: child.id },
      { parentId: owner.id, childId: m.id },
    ]);
    const start = t.clock.now().getTime();
    await t.deps.db.insert(orders).values(
      Array.from({ length: 22 }, (_, i) => ({
        orderNo: `MA${m.id}x${i}`,
        memberId: m.id,
        type: 'purchase',
        status: i === 21 ? 'success' : 'cancel',
        configurationId: spec!.id,
        configurationName: spec!.name,
        priceId: 1,
        duration: 1,
        durationUnit: 'month',
        quantity: 1,
        unitPrice: 100,
        originalPrice: 100,
        payPrice: 100,
        payChannel: 'sandbox',
        createdAt: new Date(start + i * 1000),
        expireTime: new Date(start + i * 1000 + 900_000),
        ...(i === 21 ? { payTime: new Date(start + i * 1000 + 5000), paySerialNo: 'SBX1' } : {}),
      })),
    );
    for (let i = 0; i < 21; i++)
      await t.deps.sessions.open(t.deps.db, 'member', m.id, { loginType: 'sms', ip: `10.0.0.${i}`, userAgent: `agent ${i}` });
    await signIn(t, m.phone);

    const res = await detail(m.id);
    expect(res.code, res.msg).toBe(0);
    const d = res.data;
    expect(d.member).toMatchObject({ id: m.id, phone: m.phone, phoneCount: 2, ownerId: owner.id, ownerPhone: owner.phone, deleted: false });
    expect(d.phones.map((p) => p.id).sort()).toEqual([mine, second].sort());
    expect(d.phones[0]).toMatchObject({
      status: expect.any(Number),
      expireTime: t.clock.now().getTime() + 10 * 86_400_000,
      recycled: false,
      androidVersion: expect.any(String),
      chip: expect.any(String),
      owlId: expect.any(String),
    });
    expect(d.orders).toHaveLength(20);
    expect(d.orders[0]).toMatchObject({ orderNo: `MA${m.id}x21`, status: 'success', payPrice: 100, payTime: start + 21_000 + 5000 });
    expect(d.orders.at(-1)!.orderNo).toBe(`MA${m.id}x2`);
    expect(d.grantsGiven).toEqual([
      expect.objectContaining({ phoneId: mine, memberId: friend.id, memberPhone: friend.phone, accreditType: 1 }),
    ]);
    expect(d.grantsReceived).toEqual([expect.objectContaining({ phoneId: theirs, memberId: friend.id, accreditType: 2 })]);
    expect(d.subAccounts).toEqual([expect.objectContaining({ id: child.id, phone: child.phone, status: 0 })]);
    expect(d.logins).toHaveLength(20);
    expect(d.logins[0]).toMatchObject({ loginType: 'password', ip: '127.0.0.1', userAgent: expect.any(String), revokeReason: null });
    // Each sign-in ended the one before it (one session per member).
    expect(d.logins[1]).toEqual({
      id: expect.any(Number),
      loginType: 'sms',
      ip: '10.0.0.20',
      userAgent: 'agent 20',
      revokeReason: 'occupied',
      createTime: expect.any(Number),
    });
    expect(d.logins.at(-1)!.ip).toBe('10.0.0.2');
  });

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    expect(await detail(999_999_999)).toMatchObject({ status: 404, code: 1002005000, msg: '会员不存在' });
    expect(await detail(999_999_999, admin, 'en-US')).toMatchObject({ msg: 'The member does not exist' });
    expect((await t.call({ method: 'GET', url: get.path, headers: as(admin) })).status).toBe(400);
  });
});

describe('disabling a member', () => {
  it('ends every session at once (the push socket closes), refuses password and SMS sign-in with 4100100102, and is audited', async () => {
    const m = await makeMember(t.deps.db);
    const session = await signIn(t, m.phone);
    const push = await openPush(baseUrl, session.accessToken, 'en-US');
    const code = await smsCode(t, m.phone);

    const res = await put(updateStatus.path, { id: m.id, status: 1 });
    expect(res).toMatchObject({ code: 0, data: true });
    expect((await push.closed).code).toBe(4003);
    expect(push.messages.at(-1)).toMatchObject({ type: 'error', code: 'accountDisabled' });
    expect((await info(session.accessToken)).status).toBe(401);
    expect(await statusOf(m.id)).toBe(1);
    expect(await login(m.phone)).toMatchObject({ code: 4100100102, msg: '该手机号已被禁用，请联系客服' });
    expect(await smsLogin(m.phone, code)).toMatchObject({ code: 4100100102 });

    const log = await lastLog(updateStatus.path);
    expect(log).toMatchObject({ method: 'PUT', before: { id: m.id, status: 0, phone: m.phone }, after: { id: m.id, status: 1 } });

    // Enabled again: the member signs in.
    expect(await put(updateStatus.path, { id: m.id, status: '0' })).toMatchObject({ code: 0 });
    expect((await login(m.phone)).code).toBe(0);
  });

  it('keeps an owner’s disable the owner’s to lift, and refuses deleted accounts', async () => {
    const child = await makeMember(t.deps.db, { status: 2 });
    expect(await put(updateStatus.path, { id: child.id, status: 0 })).toMatchObject({ status: 409, code: 1002005002 });
    expect(await statusOf(child.id)).toBe(2);
    // The operator's disable replaces it (so the owner's enable cannot lift it).
    expect((await put(updateStatus.path, { id: child.id, status: 1 })).code).toBe(0);
    expect(await statusOf(child.id)).toBe(1);

    const gone = await makeMember(t.deps.db, { status: 3 });
    await t.deps.db.update(members).set({ deletedAt: t.clock.now() }).where(eq(members.id, gone.id));
    expect(await put(updateStatus.path, { id: gone.id, status: 1 }, admin, 'en-US')).toMatchObject({
      status: 409,
      msg: 'This member deleted the account; it cannot be changed',
    });
    expect(await put(resetPassword.path, { id: gone.id, password: 'N3w!passw0rd' })).toMatchObject({ status: 409 });
    expect(await put(updateStatus.path, { id: 999_999_999, status: 1 })).toMatchObject({ status: 404 });
  });

  it('refuses a bad status or id with a translated message and changes nothing', async () => {
    const m = await makeMember(t.deps.db);
    const session = await signIn(t, m.phone);
    expect(await put(updateStatus.path, { id: m.id, status: 2 })).toMatchObject({ status: 400, msg: '状态只能是 0（正常）或 1（禁用）' });
    expect(await put(updateStatus.path, { id: m.id, status: 'x' }, admin, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The status must be 0 (normal) or 1 (disabled)',
    });
    expect(await put(updateStatus.path, { status: 1 })).toMatchObject({ status: 400 });
    expect(await statusOf(m.id)).toBe(0);
    expect((await info(session.accessToken)).code).toBe(0);
  });
});

describe('resetting a member’s password', () => {
  it('sets it by the members’ rule, ends every session, and keeps the password out of the audit log', async () => {
    const m = await makeMember(t.deps.db);
    const session = await signIn(t, m.phone);
    expect(await put(resetPassword.path, { id: m.id, password: 'N3w!passw0rd' })).toMatchObject({ code: 0, data: true });
    expect((await info(session.accessToken)).status).toBe(401);
    expect((await login(m.phone)).code).toBe(1004003000);
    expect((await login(m.phone, 'N3w!passw0rd')).code).toBe(0);
    const log = await lastLog(resetPassword.path);
    expect(log!.after).toEqual({ id: m.id, password: '******' });
    expect(JSON.stringify(log)).not.toContain('N3w!passw0rd');
  });

  it('refuses a weak or missing password with a translated message and changes nothing', async () => {
    const m = await makeMember(t.deps.db);
    const session = await signIn(t, m.phone);
    expect(await put(resetPassword.path, { id: m.id, password: 'short' })).toMatchObject({
      status: 400,
      msg: '请输入 8-20 位的大小写字母数字特殊符号组合',
    });
    expect(await put(resetPassword.path, { id: m.id, password: '' }, admin, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please enter the password',
    });
    expect((await info(session.accessToken)).code).toBe(0);
    expect((await login(m.phone)).code).toBe(0);
  });
});

describe('the member export', () => {
  it('streams the filtered members as a CSV file: BOM, CRLF, escaped formulas, named by Content-Disposition', async () => {
    const code = channel();
    const a = await makeMember(t.deps.db);
    const b = await makeMember(t.deps.db);
    await t.deps.db.update(members).set({ channelCode: code, nickname: '=HYPERLINK("x")' }).where(eq(members.id, a.id));
    await t.deps.db.update(members).set({ channelCode: code }).where(eq(members.id, b.id));
    const res = await t.app.inject({ method: 'GET', url: `${exportPath}?channelCode=${code}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{8}-\d{4}\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,phone,nickname,email,status,channel_code,point,phone_count,create_time,deleted');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual([String(b.id), String(a.id)]);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines.at(-1)).toBe('');
    // Filters are checked as the list's are.
    expect((await t.call({ method: 'GET', url: `${exportPath}?status=9`, headers: as(admin, 'en-US') })).msg).toBe(
      'The status filter is invalid',
    );
  });

  it('writes every page of a long export', async () => {
    const code = channel();
    const made = [];
    for (let i = 0; i < 520; i++) made.push({ phone: freshPhone(), nickname: `n${i}`, channelCode: code });
    await t.deps.db.insert(members).values(made);
    const res = await t.app.inject({ method: 'GET', url: `${exportPath}?channelCode=${code}`, headers: bearer(admin) });
    expect(res.body.trim().split('\r\n')).toHaveLength(521);
  });
});

describe('who may call', () => {
  it('lets finance read members but not change or export them, and refuses an operator without member permissions', async () => {
    const finance = await operatorToken(t, ['finance']);
    const ops = await operatorToken(t, ['ops']);
    const m = await makeMember(t.deps.db);
    expect((await list(`id=${m.id}`, finance)).code).toBe(0);
    expect((await detail(m.id, finance)).code).toBe(0);
    expect(await put(updateStatus.path, { id: m.id, status: 1 }, finance, 'en-US')).toMatchObject({
      status: 403,
      msg: 'Current operation has no permission',
    });
    expect((await put(resetPassword.path, { id: m.id, password: 'N3w!passw0rd' }, finance)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: exportPath, headers: bearer(finance) })).status).toBe(403);
    expect(await statusOf(m.id)).toBe(0);
    expect((await login(m.phone)).code).toBe(0);

    const nobody = await operatorToken(t, []);
    expect((await list('', nobody)).status).toBe(403);
    expect((await detail(m.id, nobody)).status).toBe(403);
    // ops runs the members.
    expect((await put(updateStatus.path, { id: m.id, status: 1 }, ops)).code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${exportPath}?id=${m.id}`, headers: bearer(ops) })).statusCode).toBe(200);
    // Members are not operators.
    const member = await signIn(t, (await makeMember(t.deps.db)).phone);
    expect((await list('', member.accessToken)).status).toBe(401);
  });
});
