import { ACCREDIT_OPERATE, ACCREDIT_VIEW, SHARE_LINK_MINUTES } from '@cloudphone/contract';
import { and, eq } from 'drizzle-orm';
import { members, notifyMessages, phoneAccredits, phoneConfigurations, configurationPrices } from '../../src/db/schema.js';
import type { Harness } from '../kit/harness.js';
import { bearer, operatorToken, quickMember, smsCode, type SignedInMember } from '../kit/members.js';
import { sharePhone } from '../kit/phones-fixture.js';
import { rentPhones } from '../kit/rented-phones.js';
import { apkFixture, uploaded } from '../uploads/uploads-fixture.js';

/**
 * Who calls, in the authorization matrix (issue 16): the owner of everything, members holding a
 * grant of one of its phones in each state, a disabled sub-account, a stranger, and callers
 * without a member's session.
 */
export const CALLERS = [
  'owner',
  'operateGrantee',
  'viewGrantee',
  'expiredGrantee',
  'recalledGrantee',
  'disabledSubAccount',
  'stranger',
  'noToken',
  'tamperedToken',
  'operatorToken',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Which of the world's phones each caller names: the one its grant is (or was) on; the others name the owner's operated one. */
const PHONE_OF: Record<Caller, PhoneKey> = {
  owner: 'operated',
  operateGrantee: 'operated',
  viewGrantee: 'viewed',
  expiredGrantee: 'expired',
  recalledGrantee: 'recalled',
  disabledSubAccount: 'operated',
  stranger: 'operated',
  noToken: 'operated',
  tamperedToken: 'operated',
  operatorToken: 'operated',
};
type PhoneKey = 'operated' | 'viewed' | 'expired' | 'recalled';

export interface Members {
  owner: SignedInMember;
  operateGrantee: SignedInMember;
  viewGrantee: SignedInMember;
  expiredGrantee: SignedInMember;
  recalledGrantee: SignedInMember;
  stranger: SignedInMember;
  strangerPhone: string;
  /** Someone else to grant to or transfer to: a member with no part in the matrix. */
  bystanderPhone: string;
  /** A renewal package of the rented phones' spec (the demo data's). */
  renewalPriceId: number;
  headers: Record<Caller, Record<string, string>>;
  /** An uploaded file of the owner's and an upload record of the owner's. */
  fileId: number;
  recordId: number;
  /** A proxy of each member's own (not the owner's: the world has those), which they bind to phones. */
  proxies: Partial<Record<Caller, number>>;
}

const call = async <T>(t: Harness, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, input: object = {}) => {
  const res = await t.call<T>({
    method,
    url,
    headers: bearer(token),
    ...(method === 'GET' || method === 'DELETE' ? { query: input as Record<string, string> } : { payload: input }),
  });
  if (res.code !== 0) throw new Error(`${method} ${url}: ${res.msg}`);
  return res.data;
};

/** The members, signed in once for the whole matrix; the disabled sub-account's token was revoked by its owner. */
export async function setUpMembers(t: Harness): Promise<Members> {
  const [owner, operateGrantee, viewGrantee, expiredGrantee, recalledGrantee, stranger, sub, bystander] = await Promise.all(
    Array.from({ length: 8 }, () => quickMember(t)),
  );
  const subPhone = await phoneOf(t, sub!.id);
  const subId = await attach(t, owner!, subPhone);
  await call(t, owner!.token, 'PUT', '/app-api/member/member/updateStatus', { id: subId, status: 1 });

  const [phoneId] = await rentPhones(t, owner!.id, 1);
  const fileId = await uploaded(t, owner!.token, 'matrix.apk', await apkFixture('hello.apk'));
  const pushed = await call<{ recordId: number }>(t, owner!.token, 'POST', '/app-api/infra/cacloud/install', {
    phoneIds: [phoneId],
    fileIds: [fileId],
  });

  const proxies: Partial<Record<Caller, number>> = {};
  const holders = { operateGrantee, viewGrantee, expiredGrantee, recalledGrantee, stranger };
  for (const [caller, member] of Object.entries(holders) as Array<[Caller, SignedInMember]>) proxies[caller] = await proxyOf(t, member);

  const token = (m: SignedInMember) => bearer(m.token);
  const tampered = owner!.token.slice(0, -2) + (owner!.token.endsWith('AA') ? 'BB' : 'AA');
  return {
    owner: owner!,
    operateGrantee: operateGrantee!,
    viewGrantee: viewGrantee!,
    expiredGrantee: expiredGrantee!,
    recalledGrantee: recalledGrantee!,
    stranger: stranger!,
    strangerPhone: await phoneOf(t, stranger!.id),
    bystanderPhone: await phoneOf(t, bystander!.id),
    renewalPriceId: await renewalPrice(t),
    fileId,
    recordId: pushed.recordId,
    proxies,
    headers: {
      owner: token(owner!),
      operateGrantee: token(operateGrantee!),
      viewGrantee: token(viewGrantee!),
      expiredGrantee: token(expiredGrantee!),
      recalledGrantee: token(recalledGrantee!),
      disabledSubAccount: token(sub!),
      stranger: token(stranger!),
      noToken: {},
      tamperedToken: bearer(tampered),
      operatorToken: bearer(await operatorToken(t)),
    },
  };
}

/** Attaches a sub-account the way an owner does: with the code its holder received. */
async function attach(t: Harness, owner: SignedInMember, phone: string) {
  const code = await smsCode(t, phone, 'paternity');
  return call<number>(t, owner.token, 'POST', '/app-api/member/paternity/add', { phone, code });
}

/** A new proxy group of the member's, and a proxy in it (nothing detected: it binds to a phone of any country). */
async function proxyGroupOf(t: Harness, member: SignedInMember, name: string) {
  return call<number>(t, member.token, 'POST', '/app-api/infra/proxy-group/create', { name });
}
async function proxyOf(t: Harness, member: SignedInMember, groupId?: number) {
  const group = groupId ?? (await proxyGroupOf(t, member, 'matrix'));
  return call<number>(t, member.token, 'POST', '/app-api/infra/proxy/create', {
    protocol: 'SOCKS5',
    host: '127.0.0.1',
    port: 1,
    account: 'matrix',
    password: 'Matrix#1',
    groupId: group,
  });
}

async function renewalPrice(t: Harness) {
  const [row] = await t.deps.db
    .select({ id: configurationPrices.id })
    .from(configurationPrices)
    .innerJoin(phoneConfigurations, eq(phoneConfigurations.id, configurationPrices.configurationId))
    .where(and(eq(configurationPrices.orderType, 'renewal'), eq(phoneConfigurations.chip, 'Orion865')));
  if (!row) throw new Error('the matrix needs the demo data: no renewal package for Orion865');
  return row.id;
}

async function phoneOf(t: Harness, memberId: number) {
  const [row] = await t.deps.db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  return row!.phone;
}

/**
 * What one route is called on: fresh phones of the owner (one per grant state) and fresh things
 * of the owner's that name them (group, tag, share link, grant, sub-account), so the owner's own
 * call, made last, may change or delete them without touching the next route's.
 */
export interface World {
  phones: Record<PhoneKey, number>;
  /** A second phone in the same state, for routes that take two or more. */
  seconds: Record<PhoneKey, number>;
  groupId: number;
  tagId: number;
  linkId: number;
  relationId: number;
  subAccountId: number;
  /** A label on the owner's operated phone. */
  labelId: number;
  /** The owner's proxy, its group, and another group of theirs (for merging). */
  proxyId: number;
  proxyGroupId: number;
  otherProxyGroupId: number;
  /** A message in the owner's message center. */
  noticeId: number;
  phoneFor(caller: Caller): number;
  secondFor(caller: Caller): number;
}

export async function buildWorld(t: Harness, m: Members): Promise<World> {
  const owner = m.owner;
  const ids = await rentPhones(t, owner.id, 8);
  const [operated, viewed, expired, recalled, ...rest] = ids as [number, number, number, number, ...number[]];
  const now = t.clock.now();
  const day = 86_400_000;
  const grant = (phoneId: number, granteeId: number, accreditType: number, expireTime: Date) =>
    sharePhone(t.deps.db, { phoneId, ownerId: owner.id, granteeId, accreditType, expireTime, now });
  const live = new Date(now.getTime() + day);
  const past = new Date(now.getTime() - 60_000);
  await grant(operated, m.operateGrantee.id, ACCREDIT_OPERATE, live);
  await grant(rest[0]!, m.operateGrantee.id, ACCREDIT_OPERATE, live);
  await grant(viewed, m.viewGrantee.id, ACCREDIT_VIEW, live);
  await grant(rest[1]!, m.viewGrantee.id, ACCREDIT_VIEW, live);
  // Past its expiry but not yet swept: it must already give nothing.
  await grant(expired, m.expiredGrantee.id, ACCREDIT_OPERATE, past);
  await grant(rest[2]!, m.expiredGrantee.id, ACCREDIT_OPERATE, past);
  for (const phoneId of [recalled, rest[3]!]) {
    await grant(phoneId, m.recalledGrantee.id, ACCREDIT_OPERATE, live);
    await call(t, owner.token, 'POST', '/app-api/trade/phone-accredit/recall', {
      relationId: await relationOf(t, phoneId),
      relationType: 1,
    });
  }

  const groupId = await call<number>(t, owner.token, 'POST', '/app-api/trade/phone-group/create', { name: `g${operated}`.slice(0, 10) });
  await call(t, owner.token, 'POST', '/app-api/trade/phone-group/move', { phoneIds: [operated], groupId });
  const tagId = await call<number>(t, owner.token, 'POST', '/app-api/trade/phone-tag/create', { name: `t${operated}`.slice(0, 10) });
  await call(t, owner.token, 'POST', '/app-api/trade/phone-tag/bind', { phoneTagId: tagId, phoneId: operated });
  const labelId = await call<number>(t, owner.token, 'POST', '/app-api/trade/phone-bound/add-label', {
    phoneId: operated,
    label: 'matrix',
  });
  const link = await call<{ id: number }>(t, owner.token, 'POST', '/app-api/infra/share-link/create', {
    phoneId: operated,
    expireMinutes: SHARE_LINK_MINUTES[0],
  });
  const sub = await quickMember(t);
  const subAccountId = await attach(t, owner, await phoneOf(t, sub.id));
  const proxyGroupId = await proxyGroupOf(t, owner, `p${operated}`.slice(0, 10));
  const otherProxyGroupId = await proxyGroupOf(t, owner, `q${operated}`.slice(0, 10));
  const proxyId = await proxyOf(t, owner, proxyGroupId);
  const [notice] = await t.deps.db
    .insert(notifyMessages)
    .values({ memberId: owner.id, type: 1, title: 'matrix', content: 'matrix', createdAt: now })
    .returning({ id: notifyMessages.id });

  const phones = { operated, viewed, expired, recalled };
  const seconds = { operated: rest[0]!, viewed: rest[1]!, expired: rest[2]!, recalled: rest[3]! };
  return {
    phones,
    seconds,
    groupId,
    tagId,
    linkId: link.id,
    relationId: await relationOf(t, operated),
    subAccountId,
    labelId,
    proxyId,
    proxyGroupId,
    otherProxyGroupId,
    noticeId: notice!.id,
    phoneFor: (caller) => phones[PHONE_OF[caller]],
    secondFor: (caller) => seconds[PHONE_OF[caller]],
  };
}

async function relationOf(t: Harness, phoneId: number) {
  const [row] = await t.deps.db
    .select({ id: phoneAccredits.id })
    .from(phoneAccredits)
    .where(and(eq(phoneAccredits.phoneId, phoneId)));
  return row!.id;
}
