import { ACCREDIT_OPERATE, type PhoneRow } from '@cloudphone/contract';
import type { OperationKind } from './operations';
import { isExpired, isTransitional } from './phone-status';

/** Operations that leave the phone's state alone: allowed while it is busy with another one. */
const ORGANISING: ReadonlySet<OperationKind> = new Set(['moveGroup', 'addTag']);
/** Only the owner may do these (the server refuses them on shared phones). */
const OWNER_ONLY: ReadonlySet<OperationKind> = new Set(['replace', 'moveGroup']);

export const isOwn = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType === null;
/** Shared with this member for viewing only (spec point 4: type 2 operates, any other views). */
export const isViewOnly = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType !== null && phone.accreditType !== ACCREDIT_OPERATE;

/**
 * Whether a phone's menu offers an operation now: view-only phones take tags only, shared phones
 * no owner-only operation, busy phones nothing that competes with the running one, expired
 * phones nothing but tags, and power on/off whichever is the other state.
 */
export function canOperate(phone: PhoneRow, kind: OperationKind, now = Date.now()): boolean {
  if (kind === 'addTag') return true;
  if (isViewOnly(phone)) return false;
  if (!isOwn(phone) && OWNER_ONLY.has(kind)) return false;
  if (ORGANISING.has(kind)) return true;
  if (isExpired(phone, now) || isTransitional(phone.status)) return false;
  if (kind === 'powerOn') return !phone.powerOn;
  if (kind === 'powerOff') return phone.powerOn;
  return true;
}
