import { errorCatalogue, translate, type MessageKey } from '@cloudphone/contract';
import type { Caller } from './matrix-world.js';

/**
 * How an answer reads in the authorization matrix. `denied`: refused because of who asks;
 * `not-found`: answered as if the thing did not exist; `empty`: a list with nothing the caller may
 * see; `state`: allowed, then refused for another reason (the phone is busy, the code unknown);
 * `invalid`: the matrix built a bad input (always a failure of the matrix itself).
 */
export type Outcome = 'ok' | 'state' | 'empty' | 'denied' | 'not-found' | 'unauthenticated' | 'invalid' | 'error';

/** What a route's ids name, which decides who may call it. */
export type RouteKind = 'phone:watch' | 'phone:operate' | 'phone:owner' | 'object';

const DENIED_KEYS: MessageKey[] = ['phones.authorizedInBatch', 'phones.viewOnly', 'accredit.ownerOnly', 'share.ownerOnly'];
const NOT_FOUND_KEYS: MessageKey[] = [
  'phones.notFound',
  'groups.notFound',
  'tags.notFound',
  'share.notFound',
  'uploads.record.notFound',
  'uploads.file.notFound',
  'accredit.selectAuthorized',
  'subAccount.notFound',
  'phones.label.notFound',
  'proxy.notFound',
  'proxy.group.notFound',
  'notice.notFound',
];
const messagesOf = (keys: MessageKey[]) => new Set(keys.map((key) => translate(key, 'zh-CN')));
const DENIED = messagesOf(DENIED_KEYS);
const NOT_FOUND = messagesOf(NOT_FOUND_KEYS);
const NOT_FOUND_CODES = new Set<number>(
  Object.values(errorCatalogue)
    .filter((e) => NOT_FOUND_KEYS.includes(e.message))
    .map((e) => e.code),
);

type Result = { ok: boolean; msg: string };
const isResults = (data: unknown): data is { results: Result[] } => Array.isArray((data as { results?: unknown } | null)?.results);
const listOf = (data: unknown) => {
  if (Array.isArray(data)) return data as unknown[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as unknown[]) : undefined;
};

/** Reads an answer (in zh-CN) as one outcome. */
export function outcomeOf(res: { status: number; code: number; data: unknown; msg: string }): Outcome {
  if (res.status === 401) return 'unauthenticated';
  if (res.status >= 500) return 'error';
  if (res.code === 0 || res.code === 200) {
    if (isResults(res.data)) {
      const refused = res.data.results.find((r) => !r.ok);
      if (!refused) return 'ok';
      return NOT_FOUND.has(refused.msg) ? 'not-found' : DENIED.has(refused.msg) ? 'denied' : 'state';
    }
    const list = listOf(res.data);
    if (list) return list.length ? 'ok' : 'empty';
    return 'ok';
  }
  if (res.code === errorCatalogue.NOT_FOUND.code || NOT_FOUND_CODES.has(res.code) || NOT_FOUND.has(res.msg)) return 'not-found';
  if (res.status === 403 || DENIED.has(res.msg)) return 'denied';
  if (res.code === errorCatalogue.BAD_REQUEST.code) return 'invalid';
  return 'state';
}

const UNAUTHENTICATED: readonly Outcome[] = ['unauthenticated'];
const ALLOWED: readonly Outcome[] = ['ok', 'state', 'empty'];
const HIDDEN: readonly Outcome[] = ['not-found', 'empty'];
const REFUSED: readonly Outcome[] = ['denied', 'not-found', 'empty'];

/**
 * The matrix itself: for each kind of route, what each caller must get. Written once; every
 * route of the app falls under one kind, and any other outcome fails with the route's name.
 * - Anyone without a live member session: 401, whatever the route.
 * - Anyone whose grant ended, or who never had one: the phone or thing does not exist for them.
 * - A grantee: may watch (view and operate) or operate (operate only) per decision 025; anything
 *   else is refused, or hidden, and never done.
 * - Things other than phones (groups, tags, uploads, share links, grants, sub-accounts, proxies and
 *   proxy groups) are their owner's alone.
 */
export const EXPECTED: Record<RouteKind, Record<Caller, readonly Outcome[]>> = {
  'phone:watch': outcomesFor({ operateGrantee: ALLOWED, viewGrantee: ALLOWED }),
  'phone:operate': outcomesFor({ operateGrantee: ALLOWED, viewGrantee: REFUSED }),
  'phone:owner': outcomesFor({ operateGrantee: REFUSED, viewGrantee: REFUSED }),
  object: outcomesFor({
    operateGrantee: REFUSED,
    viewGrantee: REFUSED,
    expiredGrantee: REFUSED,
    recalledGrantee: REFUSED,
    stranger: REFUSED,
  }),
};

function outcomesFor(grantees: Partial<Record<Caller, readonly Outcome[]>>): Record<Caller, readonly Outcome[]> {
  return {
    owner: ALLOWED,
    operateGrantee: HIDDEN,
    viewGrantee: HIDDEN,
    expiredGrantee: HIDDEN,
    recalledGrantee: HIDDEN,
    stranger: HIDDEN,
    disabledSubAccount: UNAUTHENTICATED,
    noToken: UNAUTHENTICATED,
    tamperedToken: UNAUTHENTICATED,
    operatorToken: UNAUTHENTICATED,
    ...grantees,
  };
}

/** Whether the caller may change something through a route of this kind (then the database may change). */
export const mayChange = (kind: RouteKind, caller: Caller) =>
  caller === 'owner' ||
  (caller === 'operateGrantee' && (kind === 'phone:operate' || kind === 'phone:watch')) ||
  (caller === 'viewGrantee' && kind === 'phone:watch');
