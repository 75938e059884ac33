import { errorCatalogue, proxiesApi, proxyGroupsApi, type ErrorName, type ProxyCreate } from '@cloudphone/contract';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { phones, proxies, proxyGroups } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember } from '../kit/members.js';

export const ZH = 'zh-CN';
export const EN = 'en-US';
export const P = proxiesApi.endpoints;
export const G = proxyGroupsApi.endpoints;

export interface Account {
  id: number;
  token: string;
}

/** The calls of the proxy management tests, on one harness. */
export function proxiesKit(t: Harness) {
  const query = (input: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(input).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  const post = <D = unknown>(endpoint: { path: string }, who: Account, payload: object, lang = ZH) =>
    t.call<D>({ method: 'POST', url: endpoint.path, headers: { ...bearer(who.token), 'accept-language': lang }, payload });
  const get = <D = unknown>(endpoint: { path: string }, who: Account, input: Record<string, unknown> = {}, lang = ZH) =>
    t.call<D>({ method: 'GET', url: `${endpoint.path}?${query(input)}`, headers: { ...bearer(who.token), 'accept-language': lang } });

  let groupNo = 0;
  const kit = {
    post,
    get,

    /** A new member with a session opened directly. */
    async account(): Promise<Account> {
      const m = await makeMember(t.deps.db, { password: null });
      const { tokens } = await t.deps.sessions.open(t.deps.db, 'member', m.id, { loginType: 'password' });
      return { id: m.id, token: tokens.accessToken };
    },

    /** Creates a proxy group through the API; its id. */
    async group(who: Account, name = `g${++groupNo}`): Promise<number> {
      const res = await post<number>(G.create, who, { name });
      expect(res.code, res.msg).toBe(0);
      return res.data;
    },

    /** A complete add-proxy form, with `over` changed. */
    form(groupId: number, over: Partial<ProxyCreate> = {}): ProxyCreate {
      return { protocol: 'SOCKS5', host: '127.0.0.1', port: 1080, account: 'user1', password: 'Secret#1', groupId, ...over };
    },

    /** Adds a proxy through the API; its id. */
    async proxy(who: Account, groupId: number, over: Partial<ProxyCreate> = {}): Promise<number> {
      const res = await post<number>(P.create, who, kit.form(groupId, over));
      expect(res.code, res.msg).toBe(0);
      return res.data;
    },

    /** Expects a refusal: its catalogue code, HTTP status and message. */
    refused(res: { status: number; code: number; msg: string }, name: ErrorName, msg: string) {
      expect(res.code, res.msg).toBe(errorCatalogue[name].code);
      expect(res.status).toBe(errorCatalogue[name].status);
      expect(res.msg).toBe(msg);
    },

    /** Expects a refusal by the input checks (400) with this message. */
    invalid(res: { status: number; msg: string }, msg: string) {
      expect([res.status, res.msg]).toEqual([400, msg]);
    },

    /** Everything a refused call must leave as it was: every proxy and group row, and every phone's proxy. */
    async rows() {
      const db = t.deps.db;
      return {
        proxies: await db.select().from(proxies).orderBy(asc(proxies.id)),
        groups: await db.select().from(proxyGroups).orderBy(asc(proxyGroups.id)),
        bound: await db.select({ id: phones.id, proxyId: phones.proxyId }).from(phones).orderBy(asc(phones.id)),
      };
    },

    /** The stored rows of these proxies. */
    stored: (ids: number[]) => t.deps.db.select().from(proxies).where(inArray(proxies.id, ids)).orderBy(asc(proxies.id)),
  };
  return kit;
}
export type ProxiesKit = ReturnType<typeof proxiesKit>;

/** The harness and kit of a test file, set before its first test. */
export let t: Harness;
export let k: ProxiesKit;

export function useProxiesSuite(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createHarness(env);
    k = proxiesKit(t);
  });
  afterAll(() => t.close());
}
