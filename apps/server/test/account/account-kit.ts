import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountApi, errorCatalogue, type ErrorName, type MemberInfo } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { members } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember } from '../kit/members.js';

export const ACCOUNT = accountApi.endpoints;
export type Lang = 'zh-CN' | 'en-US';

/** A member with a phone number and a session opened directly. */
export interface Member {
  id: number;
  phone: string;
  token: string;
}

/** The harness every account test file shares: its own data folder (avatars, exports), no SMS caps in the way. */
export let t: Harness;
export function useAccountSuite(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createHarness({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'account-test-')),
      SMS_IP_HOURLY_LIMIT: '1000',
      ACCESS_TOKEN_TTL_S: String(365 * 86_400),
      ...env,
    });
  });
  afterAll(() => t.close());
}

/** A new member and a session; with `password: false` the member has none (SMS-only accounts). */
export async function member(opts: { password?: boolean } = {}): Promise<Member> {
  const row = await makeMember(t.deps.db, opts.password === false ? { password: null } : {});
  return { id: row.id, phone: row.phone, token: await session(row.id) };
}

/** Another session of the member (another browser). */
export async function session(memberId: number): Promise<string> {
  const { tokens } = await t.deps.sessions.open(t.deps.db, 'member', memberId, { loginType: 'password', exclusive: false });
  return tokens.accessToken;
}

export const headers = (token: string, lang: Lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });

export const currentInfo = async (token: string) =>
  (await t.call<MemberInfo>({ method: 'GET', url: '/app-api/member/member/currentMemberInfo', headers: bearer(token) })).data;

export async function memberRow(id: number) {
  const [row] = await t.deps.db.select().from(members).where(eq(members.id, id));
  return row!;
}

/** Expects a refusal with the catalogue's code and status and the message in the language asked. */
export function expectRefusal(res: { status: number; code: number; msg: string }, name: ErrorName, msg: string) {
  expect(res.code, res.msg).toBe(errorCatalogue[name].code);
  expect(res.status).toBe(errorCatalogue[name].status);
  expect(res.msg).toBe(msg);
}

/** Sends an SMS code of a scene to the phone through the public API and reads it from the dev outbox. */
export async function codeFor(phone: string, scene: string): Promise<string> {
  const sent = await t.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone, scene } });
  expect(sent.code, sent.msg).toBe(0);
  t.clock.advance(61_000);
  const box = await t.call<{ code: string; createdAt: number }[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` });
  return box.data[0]!.code;
}

/** Whether a token still opens the member's area. */
export const works = async (token: string) =>
  (await t.call({ method: 'GET', url: '/app-api/member/member/currentMemberInfo', headers: bearer(token) })).status === 200;
