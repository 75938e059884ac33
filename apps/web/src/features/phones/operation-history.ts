import type { PhoneRow } from '@cloudphone/contract';
import type { PhoneOperationEntry } from './api/phone-history';
import { OPERATIONS, type OperationKind } from './operations';

/** Kinds the history records that the menu runs too: same name, so the menu's words (`phones.action.*`) name them. */
const isMenuKind = (kind: string): kind is OperationKind => Object.hasOwn(OPERATIONS, kind);

/** Kinds no menu runs: the expiry sweep, and what orders do (a renewal, an upgrade). */
const OTHER_KINDS = ['expire', 'renew', 'upgrade'] as const;
type OtherKind = (typeof OTHER_KINDS)[number];

export type HistoryActionKey = `phones.action.${OperationKind}` | `phones.history.kind.${OtherKind}`;

/** The translation key naming an entry's operation; null for a kind this console does not know (shown as the server wrote it). */
export function historyActionKey(kind: string): HistoryActionKey | null {
  if (isMenuKind(kind)) return `phones.action.${kind}`;
  if ((OTHER_KINDS as readonly string[]).includes(kind)) return `phones.history.kind.${kind as OtherKind}`;
  return null;
}

export type HistoryActor = { key: 'you' | 'system' } | { key: 'grantee' | 'otherAccount'; id: number };

/**
 * Who ran an entry, as far as the member may know: themselves, the console (no member), or another
 * account by id. On the member's own phone another account can only be someone it is shared with;
 * on a phone shared with them it may be the owner or another grantee, so it is just "another account".
 */
export function historyActor(
  entry: Pick<PhoneOperationEntry, 'memberId'>,
  me: number | null,
  phone: Pick<PhoneRow, 'accreditType'>,
): HistoryActor {
  if (entry.memberId === null) return { key: 'system' };
  if (entry.memberId === me) return { key: 'you' };
  // phone-abilities' isOwn, written out: importing it from the lazy drawer splits the status rules into a chunk of their own.
  return { key: phone.accreditType === null ? 'grantee' : 'otherAccount', id: entry.memberId };
}
