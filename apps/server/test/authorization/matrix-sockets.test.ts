import { ACCREDIT_OPERATE, ACCREDIT_VIEW, PUSH_CLOSE } from '@cloudphone/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { members, phoneAccredits } from '../../src/db/schema.js';
import type { Harness } from '../kit/harness.js';
import { bearer, operatorToken, quickMember, smsCode, type SignedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness } from '../kit/play-client.js';
import { rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

/**
 * The authorization matrix's sockets (issue 16): stream tickets carry exactly what startPhone
 * granted, once, and die with the grant; the push channel and the bell take only a live member's
 * own token.
 */
let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

async function grantedPhone(accreditType: number) {
  const [owner, grantee] = [await quickMember(t), await quickMember(t)];
  const [phoneId] = await rentPhones(t, owner.id, 1);
  await sharePhoneFor(t, { phoneId: phoneId!, ownerId: owner.id, granteeId: grantee.id, accreditType });
  return { owner, grantee, phoneId: phoneId! };
}

async function stream(member: SignedInMember, phoneId: number) {
  const started = await startPhone(t, member.token, phoneId);
  expect(started.code, started.msg).toBe(0);
  return started.data;
}

function connect(url: string) {
  const client = openStream(baseUrl, url);
  open.push(client);
  return client;
}

/** How a socket at `path` ends: its close code, or 'open' if it is still open after the server's answer. */
function closeCodeOf(path: string) {
  return new Promise<number | 'open'>((resolve) => {
    const socket = new WebSocket(new URL(path, baseUrl.replace(/^http/, 'ws')));
    const timer = setTimeout(() => {
      socket.close();
      resolve('open');
    }, 1500);
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    socket.on('error', () => undefined);
  });
}

describe('stream tickets in the authorization matrix', () => {
  it('give an operate grantee control and a view grantee a view whose input is refused', async () => {
    const operate = await grantedPhone(ACCREDIT_OPERATE);
    const controlling = connect((await stream(operate.grantee, operate.phoneId)).url);
    expect(await controlling.next('ready')).toMatchObject({ viewOnly: false });

    const view = await grantedPhone(ACCREDIT_VIEW);
    const started = await stream(view.grantee, view.phoneId);
    expect(started.viewOnly).toBe(true);
    const watching = connect(started.url);
    expect(await watching.next('ready')).toMatchObject({ viewOnly: true });
    watching.send({ type: 'key', key: 'home', seq: 7 });
    expect(await watching.next('refused')).toMatchObject({ seq: 7 });
  });

  it('open nothing once the grant they were issued under is recalled', async () => {
    const { owner, grantee, phoneId } = await grantedPhone(ACCREDIT_OPERATE);
    const { url } = await stream(grantee, phoneId);
    const [grant] = await t.deps.db
      .select({ id: phoneAccredits.id })
      .from(phoneAccredits)
      .where(and(eq(phoneAccredits.phoneId, phoneId), eq(phoneAccredits.granteeId, grantee.id)));
    const recalled = await t.call({
      method: 'POST',
      url: '/app-api/trade/phone-accredit/recall',
      headers: bearer(owner.token),
      payload: { relationId: grant!.id, relationType: 1 },
    });
    expect(recalled.code).toBe(0);
    const client = connect(url);
    expect(await client.outcome()).toBe('error');
  });

  it('open a stream once, and a made-up ticket opens none', async () => {
    const { grantee, phoneId } = await grantedPhone(ACCREDIT_OPERATE);
    const { url } = await stream(grantee, phoneId);
    const first = connect(url);
    expect(await first.outcome()).toBe('ready');
    first.close();
    expect(await connect(url).outcome()).toBe('error');
    expect(await connect(`${url.slice(0, -4)}AAAA`).outcome()).toBe('error');
  });
});

describe('member sockets in the authorization matrix', () => {
  it('refuse a tampered token, an operator token, a disabled sub-account, and another member’s bell', async () => {
    const [owner, sub, other] = [await quickMember(t), await quickMember(t), await quickMember(t)];
    const [subRow] = await t.deps.db.select({ phone: members.phone }).from(members).where(eq(members.id, sub.id));
    const code = await smsCode(t, subRow!.phone, 'paternity');
    const added = await t.call<number>({
      method: 'POST',
      url: '/app-api/member/paternity/add',
      headers: bearer(owner.token),
      payload: { phone: subRow!.phone, code },
    });
    expect(added.code, added.msg).toBe(0);
    const disabled = await t.call({
      method: 'PUT',
      url: '/app-api/member/member/updateStatus',
      headers: bearer(owner.token),
      payload: { id: added.data, status: 1 },
    });
    expect(disabled.code, disabled.msg).toBe(0);

    const tampered = `${owner.token.slice(0, -2)}${owner.token.endsWith('AA') ? 'BB' : 'AA'}`;
    const operator = await operatorToken(t);
    const push = (token: string) => `/websocket/infra/ws?token=${encodeURIComponent(token)}`;
    const bell = (memberId: number, token: string) => `/prod-api/api/websocket/notice/${memberId}/0?token=${encodeURIComponent(token)}`;

    expect(await closeCodeOf(push(owner.token))).toBe('open');
    for (const token of [tampered, operator, sub.token]) expect(await closeCodeOf(push(token))).toBe(PUSH_CLOSE.unauthorized);
    expect(await closeCodeOf(bell(owner.id, owner.token))).toBe('open');
    expect(await closeCodeOf(bell(other.id, owner.token))).toBe(PUSH_CLOSE.unauthorized);
    expect(await closeCodeOf(bell(sub.id, sub.token))).toBe(PUSH_CLOSE.unauthorized);
  });
});
