import { count } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { members, sessions, verificationCodes } from '../../src/db/schema.js';
import { createPasswords } from '../../src/modules/auth/passwords.js';
import { createMembersRepo } from '../../src/modules/member/members.repo.js';
import { createOperatorsRepo } from '../../src/modules/operator/operators.repo.js';
import { testConfig, type Harness } from './harness.js';

/** Hashes at the cost testConfig gives the app, so signing in never has to store a new hash. */
export const hashPassword = createPasswords(testConfig()).hash;

let nextPhone = 13_500_000_000;
/** A phone number no other test in the file uses. */
export const freshPhone = () => String(nextPhone++ + Math.floor(Math.random() * 10_000) * 10_000);

export const PASSWORD = 'Str0ng!pass';

export async function makeMember(db: Db, overrides: { phone?: string; password?: string | null; status?: number } = {}) {
  const phone = overrides.phone ?? freshPhone();
  const password = overrides.password === undefined ? PASSWORD : overrides.password;
  const row = await createMembersRepo(db).create({
    phone,
    nickname: `member ${phone.slice(-4)}`,
    passwordHash: password ? await hashPassword(password) : null,
    status: overrides.status ?? 0,
  });
  return row!;
}

/** Row counts of the tables a rejected request must not touch. */
export async function snapshot(db: Db) {
  const n = async (table: typeof members | typeof sessions | typeof verificationCodes) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return { members: await n(members), sessions: await n(sessions), codes: await n(verificationCodes) };
}

/** Sends an SMS code through the API and reads it back from the dev outbox. */
export async function smsCode(t: Harness, phone: string, scene = 'login'): Promise<string> {
  const sent = await t.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone, scene } });
  if (sent.code !== 0) throw new Error(`sendSmsCode failed: ${sent.msg}`);
  t.clock.advance(61_000);
  const box = await t.call<{ code: string }[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` });
  return box.data[0]!.code;
}

export async function signIn(t: Harness, phone: string, password = PASSWORD) {
  const res = await t.call<{ accessToken: string; refreshToken: string; userId: number }>({
    method: 'POST',
    url: '/app-api/member/auth/login',
    payload: { phone, password },
  });
  if (res.code !== 0) throw new Error(`login failed: ${res.msg}`);
  return res.data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedInMember {
  id: number;
  /** Access token for the /app-api routes. */
  token: string;
}

/** A new member, signed in with the password. */
export async function signedInMember(t: Harness): Promise<SignedInMember> {
  const m = await makeMember(t.deps.db);
  return { id: m.id, token: (await signIn(t, m.phone)).accessToken };
}

let nextOperator = 1;
/** A new operator (admin unless roles are given), signed in: its access token for the /admin-api routes. */
export async function operatorToken(t: Harness, roles: string[] = ['admin']): Promise<string> {
  const username = `ops${nextOperator++}${Math.floor(Math.random() * 1e6)}`;
  await createOperatorsRepo(t.deps.db).create({
    username,
    nickname: username,
    passwordHash: await hashPassword(PASSWORD),
    roles,
  });
  const res = await t.call<{ accessToken: string }>({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    payload: { username, password: PASSWORD },
  });
  return res.data.accessToken;
}

/** A member with a session opened directly (no password round): for tests that need many buyers at once. */
export async function quickMember(t: Harness): Promise<SignedInMember> {
  const m = await makeMember(t.deps.db, { password: null });
  const { tokens } = await t.deps.sessions.open(t.deps.db, 'member', m.id, { loginType: 'password' });
  return { id: m.id, token: tokens.accessToken };
}

/** Signs the member in again (tests that move the clock past the access token's life). */
export async function signInAgain(t: Harness, member: SignedInMember) {
  member.token = (await t.deps.sessions.open(t.deps.db, 'member', member.id, { loginType: 'password' })).tokens.accessToken;
  return member;
}
