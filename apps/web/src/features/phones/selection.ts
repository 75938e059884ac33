import { PHONE_BATCH_MAX, type MessageKey, type PhoneRow } from '@cloudphone/contract';
import { OPERATIONS, type OperationKind } from './operations';
import { holdAllows, isViewOnly } from './phone-abilities';

/**
 * Whether a selection can go to an operation (spec points 5 and 8): at least one phone, at most
 * 30, nothing the member's hold on a phone does not allow (a shared phone in a batch reboot, say),
 * only phones not granted yet to grant ("Select unauthorized devices to authorize") and only
 * granted ones to recall ("Select authorized phones"). Returns the contract message to show, or
 * null when it may go.
 */
export function checkSelection(
  kind: OperationKind,
  phones: ReadonlyArray<Pick<PhoneRow, 'id' | 'accreditType' | 'authorized'>>,
): MessageKey | null {
  if (phones.length === 0) return 'phones.select.required';
  if (phones.length > PHONE_BATCH_MAX) return 'phones.select.max';
  const refused = phones.find((p) => !holdAllows(p, kind));
  if (refused) return phones.length > 1 ? 'phones.authorizedInBatch' : isViewOnly(refused) ? 'phones.viewOnly' : 'accredit.ownerOnly';
  if (OPERATIONS[kind].ownOnlyInBatch && phones.length > 1 && phones.some((p) => p.accreditType !== null)) {
    return 'phones.authorizedInBatch';
  }
  if (kind === 'accredit' && phones.some((p) => p.authorized)) return 'accredit.selectUnauthorized';
  if (kind === 'recall' && phones.some((p) => !p.authorized)) return 'accredit.selectAuthorized';
  return null;
}

/** Toggles one phone in a selection (a new Map: the selection is React state). */
export function toggleSelected<T extends { id: number }>(selected: ReadonlyMap<number, T>, phone: T, on: boolean): Map<number, T> {
  const next = new Map(selected);
  if (on) next.set(phone.id, phone);
  else next.delete(phone.id);
  return next;
}

/** "Select all" takes every phone loaded under the current filters. */
export function selectAll<T extends { id: number }>(phones: readonly T[]): Map<number, T> {
  return new Map(phones.map((p) => [p.id, p]));
}
