import {
  isMessageKey,
  PROXY_DETECT_BATCH_MAX,
  ProxyCreateSchema,
  ProxyGroupCreateSchema,
  ProxyUpdateSchema,
  type MessageKey,
  type ProxyCreate,
  type ProxyProtocol,
  type ProxyUpdate,
} from '@cloudphone/contract';

/**
 * What the proxy forms check before anything is sent (spec point 5 "Proxy"), with the contract's
 * own schemas so the rules and the words are the server's: IPv4 only; port, account, password and
 * group required; credentials of letters, digits and the listed symbols; an expiry time not before
 * now (which the server checks too, against its own clock).
 */

/** The add and edit form as typed: the port is text until it is checked. */
export interface ProxyDraft {
  protocol: ProxyProtocol;
  host: string;
  port: string;
  account: string;
  password: string;
  groupId: number | null;
  remark: string;
  expireTime: number | null;
}

export type ProxyField = keyof ProxyDraft;
export type Problems<F extends string> = Partial<Record<F, MessageKey>>;

/** What the console needs of a contract schema (the web does not depend on zod itself). */
interface Checker {
  safeParse(input: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The first problem of each field a schema refuses, as contract message keys. */
export function problemsOf<F extends string>(schema: Checker, input: unknown): Problems<F> {
  const parsed = schema.safeParse(input);
  const found: Problems<F> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as F;
    found[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return found;
}

const payloadOf = (draft: ProxyDraft) => ({
  protocol: draft.protocol,
  host: draft.host.trim(),
  port: draft.port.trim(),
  account: draft.account,
  password: draft.password,
  groupId: draft.groupId,
  remark: draft.remark.trim(),
  expireTime: draft.expireTime,
});

const expiryProblem = (expireTime: number | null, now: number): Problems<ProxyField> =>
  expireTime !== null && expireTime <= now ? { expireTime: 'proxy.expirePast' } : {};

/** A new proxy ready to send, or why not. */
export function checkNewProxy(draft: ProxyDraft, now = Date.now()): { problems: Problems<ProxyField>; value?: ProxyCreate } {
  const payload = payloadOf(draft);
  const problems = { ...problemsOf<ProxyField>(ProxyCreateSchema, payload), ...expiryProblem(draft.expireTime, now) };
  if (Object.keys(problems).length) return { problems };
  return { problems, value: { ...payload, port: Number(payload.port), groupId: draft.groupId! } };
}

/**
 * A proxy's changes ready to send, or why not. An empty password keeps the stored one. An expiry
 * left as it was (`isExpiryKept`, even one already past) is not checked: the server judges it.
 */
export function checkProxyEdit(
  id: number,
  draft: ProxyDraft,
  { now = Date.now(), isExpiryKept = false }: { now?: number; isExpiryKept?: boolean } = {},
): { problems: Problems<ProxyField>; value?: ProxyUpdate } {
  const { password, ...payload } = payloadOf(draft);
  const input = { id, ...payload, ...(password ? { password } : {}) };
  const problems = {
    ...problemsOf<ProxyField>(ProxyUpdateSchema, input),
    ...(isExpiryKept ? {} : expiryProblem(draft.expireTime, now)),
  };
  if (Object.keys(problems).length) return { problems };
  return { problems, value: { ...input, port: Number(payload.port), groupId: draft.groupId! } };
}

/** A new group's name: 1 to 10 characters. */
export function groupNameProblem(name: string): MessageKey | null {
  return problemsOf<'name'>(ProxyGroupCreateSchema, { name }).name ?? null;
}

/** Merging needs old groups and a new one that is not among them. */
export function mergeProblems(oldGroupIds: readonly number[], newGroupId: number | null): Problems<'oldGroupIds' | 'newGroupId'> {
  const found: Problems<'oldGroupIds' | 'newGroupId'> = {};
  if (!oldGroupIds.length) found.oldGroupIds = 'proxy.merge.oldRequired';
  if (newGroupId === null) found.newGroupId = 'proxy.merge.newRequired';
  else if (oldGroupIds.includes(newGroupId)) found.newGroupId = 'proxy.merge.same';
  return found;
}

/** Why a selection cannot be detected: none, or more than one call takes. */
export function detectSelectionProblem(count: number): MessageKey | null {
  if (!count) return 'proxy.select.required';
  return count > PROXY_DETECT_BATCH_MAX ? 'proxy.detect.tooMany' : null;
}

/** Splits ids into calls of `size`, so a long detection reports its progress as it goes. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
