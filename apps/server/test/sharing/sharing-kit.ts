import {
  accreditApi,
  errorCatalogue,
  keyAccountApi,
  transferApi,
  type AuditRow,
  type ErrorName,
  type PageResult,
  type PhoneRow,
} from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { memberPaternity, phoneAccredits, phoneAudit } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember } from '../kit/members.js';

export const DAY = 86_400_000;
export const ZH = 'zh-CN';
export const EN = 'en-US';
export const A = accreditApi.endpoints;
export const T = transferApi.endpoints;
export const K = keyAccountApi.endpoints;
/** Tests move the clock by days: sessions outlast them. */
export const LONG_SESSIONS = { ACCESS_TOKEN_TTL_S: String(365 * 86_400) };

/** A member with their phone number and a session. */
export interface Account {
  id: number;
  phone: string;
  token: string;
}

/** The calls of the sharing tests, on one harness. */
export function sharingKit(t: Harness) {
  const query = (input: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(input).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  const post = <D = unknown>(endpoint: { path: string }, who: Account, payload: object, lang = ZH) =>
    t.call<D>({ method: 'POST', url: endpoint.path, headers: { ...bearer(who.token), 'accept-language': lang }, payload });
  const get = <D = unknown>(endpoint: { path: string }, who: Account, input: Record<string, unknown> = {}, lang = ZH) =>
    t.call<D>({ method: 'GET', url: `${endpoint.path}?${query(input)}`, headers: { ...bearer(who.token), 'accept-language': lang } });
  /** A day from the harness's now, unless said otherwise. */
  const until = (ms = DAY) => t.clock.now().getTime() + ms;

  return {
    /** A new member, signed in (a session opened directly); `status` 1 is disabled. */
    async account(status = 0): Promise<Account> {
      const m = await makeMember(t.deps.db, { password: null, status });
      const { tokens } = await t.deps.sessions.open(t.deps.db, 'member', m.id, { loginType: 'password' });
      return { id: m.id, phone: m.phone, token: tokens.accessToken };
    },
    post,
    get,
    until,

    /** Grants through the API and expects it to work; the relation ids. */
    async grant(owner: Account, phoneIds: number[], grantee: Account, accreditType = 2, expireTime = until()): Promise<number[]> {
      const res = await post<{ relationIds: number[] }>(A.accreditBatch, owner, {
        phoneIds,
        subMemberPhone: grantee.phone,
        accreditType,
        expireTime,
      });
      expect(res.code, res.msg).toBe(0);
      return res.data.relationIds;
    },

    /** Expects a refusal: its catalogue code, HTTP status below 500, and its message. */
    refused(res: { status: number; code: number; msg: string }, name: ErrorName, msg: string) {
      expect(res.code, res.msg).toBe(errorCatalogue[name].code);
      expect(res.status).toBe(errorCatalogue[name].status);
      expect(res.msg).toBe(msg);
    },

    /** What a refusal must leave as it was: the grants, the audit trail, the attachments. */
    async rows() {
      const n = async (table: typeof phoneAccredits | typeof phoneAudit | typeof memberPaternity) =>
        (await t.deps.db.select({ n: count() }).from(table))[0]!.n;
      return {
        grants: await t.deps.db.select().from(phoneAccredits).orderBy(phoneAccredits.id),
        audit: await n(phoneAudit),
        paternity: await n(memberPaternity),
      };
    },

    /** The member's phone list as the console reads it (cached pages included). */
    appPage: async (who: Account) =>
      (
        await t.call<PageResult<PhoneRow>>({
          method: 'POST',
          url: '/app-api/trade/phone/app-page',
          headers: bearer(who.token),
          payload: { pageNo: 1, pageSize: 50 },
        })
      ).data.list,

    /** The grant rows of a phone, as stored. */
    grantsOn: (phoneId: number) => t.deps.db.select().from(phoneAccredits).where(eq(phoneAccredits.phoneId, phoneId)),

    async audit(who: Account, filter: Record<string, unknown> = {}) {
      const res = await get<PageResult<AuditRow>>(A.auditPage, who, { pageSize: 50, ...filter });
      expect(res.code, res.msg).toBe(0);
      return res.data;
    },

    /** Attaches `child` as `parent`'s sub-account straight in the database. */
    attach: (parent: Account, child: Account) =>
      t.deps.db.insert(memberPaternity).values({ parentId: parent.id, childId: child.id, createdAt: t.clock.now() }),
  };
}
export type SharingKit = ReturnType<typeof sharingKit>;

/** The harness and kit of a test file, set before its first test (each file loads its own copy of this module). */
export let t: Harness;
export let k: SharingKit;

/** One app per file with sessions that outlast the clock's moves; `env` adds configuration. */
export function useSharingSuite(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createHarness({ ...LONG_SESSIONS, ...env });
    k = sharingKit(t);
  });
  afterAll(() => t.close());
}
