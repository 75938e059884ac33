import type { PhoneRow } from '@cloudphone/contract';
import type { PhoneOperationEntry } from './api/phone-history';
import type { OperationKind } from './operations';

/**
 * The server records operations under its own names; most are operations the menu runs, so they
 * take the menu's words (`phones.action.*`). The expiry sweep is the one the member never runs.
 */
const MENU_KIND: Record<string, OperationKind> = {
  reboot: 'reboot',
  reset: 'reset',
  'power-on': 'powerOn',
  'power-off': 'powerOff',
  'new-machine': 'newMachine',
  'clear-files': 'clearFiles',
  'return-home': 'home',
  'enter-directly': 'enterDirectly',
  'retry-migrate': 'retryMigrate',
  replace: 'replace',
  customize: 'customize',
  density: 'density',
};

export type HistoryActionKey = `phones.action.${OperationKind}` | 'phones.history.kind.expire';

/** The translation key naming an entry's operation; null for a kind this console does not know (shown as the server wrote it). */
export function historyActionKey(kind: string): HistoryActionKey | null {
  const menuKind = MENU_KIND[kind];
  if (menuKind) return `phones.action.${menuKind}`;
  if (kind === 'expire') return 'phones.history.kind.expire';
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
