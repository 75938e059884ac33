import { ACCREDIT_VIEW, STREAM_CLOSE, type StartGroupControlResult, type StartPhoneResult } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSessionsRepo } from '../../src/modules/auth/sessions.repo.js';
import { disableMember } from '../../src/modules/member/member-status.js';
import { createMembersRepo, MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import { type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn, signedInMember, smsCode } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness, type StreamClient } from '../kit/play-client.js';
import { rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { openPush } from '../kit/ws-client.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

const EN = {
  occupied: 'Your account is already logged in on another device',
  signedOut: 'Login has expired, please log in again',
  disabled: 'This phone number has been disabled, please contact customer service',
};
const ZH = { signedOut: '登录状态已过期，请重新登录' };

const ticket = async (token: string, phoneId: number, lang = 'en-US') => {
  const started = await startPhone(t, token, phoneId, lang);
  expect(started.code).toBe(0);
  return started.data;
};
const groupTicket = async (token: string, phoneIds: number[], lang = 'en-US') => {
  const started = await t.call<StartGroupControlResult>({
    method: 'POST',
    url: '/app-api/infra/cacloud-resource/phone/startGroupControl',
    payload: { phoneIds, masterId: phoneIds[0] },
    headers: { ...bearer(token), 'accept-language': lang },
  });
  expect(started.code).toBe(0);
  return started.data;
};
const stream = (started: StartPhoneResult | StartGroupControlResult) => {
  const client = openStream(baseUrl, started.url);
  open.push(client);
  return client;
};
const live = async (started: StartPhoneResult | StartGroupControlResult) => {
  const client = stream(started);
  expect(await client.outcome()).toBe('ready');
  return client;
};
/** The last words of a socket the server ended: its error message and close code. */
const endOf = async (client: StreamClient) => ({ error: await client.next('error'), code: (await client.closed).code });

/** The bell socket, opened with a browser's Accept-Language; records what comes down and how it closed. */
function bell(userId: number, token: string, lang: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/prod-api/api/websocket/notice/${userId}/0?token=${token}`, {
    headers: { 'accept-language': lang },
  });
  const messages: Array<{ type: string; code?: string; msg?: string }> = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as { type: string }));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const counted = new Promise<void>((resolve) => socket.once('message', () => resolve()));
  return { messages, closed, counted };
}

describe('the intruder who took tickets before being kicked', () => {
  it('loses the open stream with a message in their language, and every ticket they kept is refused', async () => {
    const m = await makeMember(t.deps.db);
    const [phoneId, second] = await rentPhones(t, m.id, 2);
    const intruder = await signIn(t, m.phone);
    const playing = await live(await ticket(intruder.accessToken, phoneId!));
    const kept = await ticket(intruder.accessToken, phoneId!);
    const keptGroup = await groupTicket(intruder.accessToken, [phoneId!, second!]);
    const push = await openPush(baseUrl, intruder.accessToken, 'en-US');

    // The owner signs in: the intruder's session is kicked (LOGIN_OCCUPIED).
    const owner = await signIn(t, m.phone);
    expect(await endOf(playing)).toEqual({ error: { type: 'error', code: 'loginOccupied', msg: EN.occupied }, code: 4001 });
    expect((await push.closed).code).toBe(4001);
    expect(push.messages).toEqual([
      { type: 'ready' },
      { type: 'LOGIN_OCCUPIED', msg: EN.occupied },
      { type: 'error', code: 'loginOccupied', msg: EN.occupied },
    ]);

    for (const started of [kept, keptGroup]) {
      const refused = stream(started);
      expect(await endOf(refused)).toEqual({
        error: { type: 'error', code: 'loginOccupied', msg: EN.occupied },
        code: STREAM_CLOSE.loginOccupied,
      });
      expect(refused.controls.some((c) => c.type === 'ready')).toBe(false);
    }
    // The phone is not left "occupied" by the intruder: the owner takes control.
    await expect.poll(async () => stream(await ticket(owner.accessToken, phoneId!)).outcome()).toBe('ready');
  });
});

describe('every socket of a session that ends', () => {
  it('sign-out: play, group control, push and notice sockets each say why in their language and close', async () => {
    const member = await signedInMember(t);
    const [a, b, c] = await rentPhones(t, member.id, 3);
    const playing = await live(await ticket(member.token, c!, 'zh-CN'));
    const grouped = await live(await groupTicket(member.token, [a!, b!], 'en-US'));
    const unused = await ticket(member.token, c!, 'en-US');
    const push = await openPush(baseUrl, member.token, 'en-US');
    const notices = bell(member.id, member.token, 'zh-CN,zh;q=0.9');
    await notices.counted;

    expect((await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(member.token) })).code).toBe(0);
    expect(await endOf(playing)).toEqual({ error: { type: 'error', code: 'signedOut', msg: ZH.signedOut }, code: 4002 });
    expect(await endOf(grouped)).toEqual({ error: { type: 'error', code: 'signedOut', msg: EN.signedOut }, code: 4002 });
    expect((await push.closed).code).toBe(4002);
    expect(push.messages.at(-1)).toEqual({ type: 'error', code: 'signedOut', msg: EN.signedOut });
    expect(await notices.closed).toBe(4002);
    expect(notices.messages.at(-1)).toEqual({ type: 'error', code: 'signedOut', msg: ZH.signedOut });

    expect(await endOf(stream(unused))).toEqual({ error: { type: 'error', code: 'signedOut', msg: EN.signedOut }, code: 4002 });
  });

  it('a password reset ends the open stream and refuses the tickets taken before it', async () => {
    const m = await makeMember(t.deps.db);
    const [phoneId] = await rentPhones(t, m.id, 1);
    const { accessToken } = await signIn(t, m.phone);
    // The code first: asking for it moves the clock past a ticket's lifetime.
    const code = await smsCode(t, m.phone, 'reset-password');
    const playing = await live(await ticket(accessToken, phoneId!));
    const kept = await ticket(accessToken, phoneId!);

    const reset = await t.call({
      method: 'POST',
      url: '/app-api/member/member/update-phone-password',
      payload: { phone: m.phone, code, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
    });
    expect(reset.code).toBe(0);
    expect(await endOf(playing)).toEqual({ error: { type: 'error', code: 'signedOut', msg: EN.signedOut }, code: 4002 });
    expect(await endOf(stream(kept))).toMatchObject({ error: { code: 'signedOut' }, code: 4002 });
  });

  it('a disabled account ends its streams, and a ticket is refused even when only the flag was set', async () => {
    const member = await signedInMember(t);
    const [phoneId] = await rentPhones(t, member.id, 1);
    const playing = await live(await ticket(member.token, phoneId!));
    const kept = await ticket(member.token, phoneId!);
    await disableMember(t.deps, member.id);
    expect(await endOf(playing)).toEqual({ error: { type: 'error', code: 'accountDisabled', msg: EN.disabled }, code: 4003 });
    expect(await endOf(stream(kept))).toMatchObject({ error: { code: 'accountDisabled' }, code: 4003 });

    // The flag alone (no revocation announced): the ticket is checked against the account when used.
    const flagged = await signedInMember(t);
    const [other] = await rentPhones(t, flagged.id, 1);
    const flaggedTicket = await ticket(flagged.token, other!);
    await createMembersRepo(t.deps.db).setStatus(flagged.id, MEMBER_STATUS.disabled);
    expect(await endOf(stream(flaggedTicket))).toMatchObject({ error: { code: 'accountDisabled' }, code: 4003 });
  });

  it('refuses the ticket of a session revoked where this node never heard of it', async () => {
    const member = await signedInMember(t);
    const [phoneId] = await rentPhones(t, member.id, 1);
    const kept = await ticket(member.token, phoneId!);
    const { sessionId } = (await t.deps.sessions.authenticate(member.token, 'member'))!;
    // Straight in the database, no bus message: only the check at use can catch it.
    await createSessionsRepo(t.deps.db).revoke([sessionId], 'logout', t.clock.now());
    expect(await endOf(stream(kept))).toEqual({ error: { type: 'error', code: 'signedOut', msg: EN.signedOut }, code: 4002 });
  });
});

describe('a grant that ends', () => {
  it("closes the grantee's sockets on that phone only, and leaves the owner's", async () => {
    const owner = await signedInMember(t);
    const [shared] = await rentPhones(t, owner.id, 1);
    const grantee = await signedInMember(t);
    const [own] = await rentPhones(t, grantee.id, 1);
    await sharePhoneFor(t, { phoneId: shared!, ownerId: owner.id, granteeId: grantee.id, accreditType: ACCREDIT_VIEW });
    const ownersView = await live(await ticket(owner.token, shared!));
    const granteeView = await live(await ticket(grantee.token, shared!));
    const granteeOwn = await live(await ticket(grantee.token, own!));

    await t.deps.sessions.sockets.endGrant({ memberId: grantee.id, phoneId: shared!, reason: 'recalled' });
    expect(await endOf(granteeView)).toEqual({
      error: { type: 'error', code: 'grantEnded', msg: 'Your grant for this phone was recalled or has expired' },
      code: STREAM_CLOSE.grantEnded,
    });
    // The others still work: a screenshot is answered on each.
    for (const client of [ownersView, granteeOwn]) {
      client.send({ type: 'screenshot', seq: 7 });
      expect((await client.frame((f) => f.kind === 5 && f.seq === 7)).seq).toBe(7);
      expect(client.controls.some((c) => c.type === 'error')).toBe(false);
    }
  });
});
