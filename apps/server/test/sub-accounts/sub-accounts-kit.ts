import { expect } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { memberPaternity, members, notifyMessages, phoneAccredits, verificationCodes } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, smsCode, type SignedInMember } from '../kit/members.js';

export type Lang = 'zh-CN' | 'en-US';

export interface SubAccountRow {
  id: number;
  phone: string;
  nickname: string;
  status: number;
  createTime: number;
  phoneCount: number;
}

/**
 * A harness for these tests: every attachment sends a code from the one test address, more in an
 * hour of the fake clock than the per-IP cap allows a real address.
 */
export const subAccountsHarness = (env: Record<string, string> = {}) => createHarness({ SMS_IP_HOURLY_LIMIT: '1000', ...env });

/** The code sent to a phone for adding it as a sub-account, as its holder would read it out. */
export const consentCode = (t: Harness, phone: string) => smsCode(t, phone, 'paternity');

/** A well-formed code that is not the one given. */
export const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

/** The five sub-account calls, as a signed-in member makes them; `attach` asks for the code first, as the console does. */
export function subAccountCalls(t: Harness) {
  const headers = (token: string, lang: Lang) => ({ ...bearer(token), 'accept-language': lang });
  return {
    subPage: (token: string, body: { pageNo?: number; pageSize?: number; phone?: string } = {}, lang: Lang = 'zh-CN') =>
      t.call<{ list: SubAccountRow[]; total: number }>({
        method: 'POST',
        url: '/app-api/member/member/subPage',
        payload: body,
        headers: headers(token, lang),
      }),
    query: (token: string, phone: string, lang: Lang = 'zh-CN') =>
      t.call<{ id: number; phone: string; nickname: string; status: number } | null>({
        method: 'GET',
        url: `/app-api/member/member/queryMemberByPhone?phone=${encodeURIComponent(phone)}`,
        headers: headers(token, lang),
      }),
    add: (token: string, phone: string, code: string, lang: Lang = 'zh-CN') =>
      t.call<number>({ method: 'POST', url: '/app-api/member/paternity/add', payload: { phone, code }, headers: headers(token, lang) }),
    attach: async (token: string, phone: string) => {
      const code = await consentCode(t, phone);
      return t.call<number>({ method: 'POST', url: '/app-api/member/paternity/add', payload: { phone, code }, headers: bearer(token) });
    },
    setStatus: (token: string, id: number, status: number, lang: Lang = 'zh-CN') =>
      t.call<boolean>({
        method: 'PUT',
        url: '/app-api/member/member/updateStatus',
        payload: { id, status },
        headers: headers(token, lang),
      }),
    remove: (token: string, id: number, lang: Lang = 'zh-CN') =>
      t.call<boolean>({ method: 'DELETE', url: `/app-api/member/paternity/remove?id=${id}`, headers: headers(token, lang) }),
  };
}

/**
 * A member, signed in, with the phone kept so tests can add it by number. Only `password: true`
 * gives it a password (hashing is slow), for tests that sign it in again by password.
 */
export async function account(t: Harness, opts: { status?: number; password?: boolean } = {}): Promise<SignedInMember & { phone: string }> {
  const row = await makeMember(t.deps.db, { status: opts.status ?? 0, ...(opts.password ? {} : { password: null }) });
  const { tokens } = await t.deps.sessions.open(t.deps.db, 'member', row.id, { loginType: 'password' });
  return { id: row.id, phone: row.phone, token: tokens.accessToken };
}

/** The attachments, member statuses, grants, notices and spent codes a refused call must leave as they were. */
export async function sharingState(t: Harness) {
  const { db } = t.deps;
  return {
    paternity: await db.select().from(memberPaternity).orderBy(memberPaternity.id),
    statuses: await db.select({ id: members.id, status: members.status }).from(members).orderBy(members.id),
    grants: (await db.select({ n: count() }).from(phoneAccredits))[0]!.n,
    notices: (await db.select({ n: count() }).from(notifyMessages))[0]!.n,
    usedCodes: (await db.select({ n: count() }).from(verificationCodes).where(isNotNull(verificationCodes.usedAt)))[0]!.n,
  };
}

export async function statusOf(t: Harness, memberId: number) {
  const [row] = await t.deps.db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
  return row!.status;
}

export async function ownerOf(t: Harness, childId: number) {
  const rows = await t.deps.db.select().from(memberPaternity).where(eq(memberPaternity.childId, childId));
  return rows.map((r) => r.parentId);
}

/**
 * Expects the call refused with `code` and the message in both languages, and nothing about
 * attachments, statuses, grants, notices or codes changed by either attempt.
 */
export async function expectRefused(
  t: Harness,
  attempt: (lang: Lang) => Promise<{ code: number; msg: string; status: number }>,
  expected: { code: number; zh: string; en: string },
) {
  const before = await sharingState(t);
  const zh = await attempt('zh-CN');
  expect(zh).toMatchObject({ code: expected.code, msg: expected.zh });
  expect(zh.status).toBeLessThan(500);
  expect(await attempt('en-US')).toMatchObject({ code: expected.code, msg: expected.en });
  expect(await sharingState(t)).toEqual(before);
}
