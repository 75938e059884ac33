import { ACCREDIT_OPERATE, PHONE_STATUS, type PhoneRow } from '@cloudphone/contract';
import { OPERATIONS, type OperationKind } from './operations';
import { isExpired, isTransitional, statusVisual } from './phone-status';

/** Operations that leave the phone's state alone: allowed while it is busy with another one. */
const ORGANISING: ReadonlySet<OperationKind> = new Set(['moveGroup', 'addTag']);

/**
 * What a grantee may run on a phone shared with them (decision 025): one shared for operating is
 * rebooted and powered on and off, one shared for viewing nothing. Tags are the member's own labels
 * (the server lets any member who sees a phone tag it). Everything else is the owner's.
 */
const OPERATE_GRANTEE: ReadonlySet<OperationKind> = new Set(['reboot', 'powerOn', 'powerOff', 'addTag']);
const VIEW_GRANTEE: ReadonlySet<OperationKind> = new Set(['addTag']);

export const isOwn = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType === null;
/** Shared with this member for viewing only (spec point 4: type 2 operates, any other views). */
export const isViewOnly = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType !== null && phone.accreditType !== ACCREDIT_OPERATE;
/** One of the member's own phones they have granted to another account. */
export const isGrantedOut = (phone: Pick<PhoneRow, 'accreditType' | 'authorized'>) => isOwn(phone) && phone.authorized;

/** Whether the member's hold on the phone (owner, operate or view grantee) lets them run this at all. */
export function holdAllows(phone: Pick<PhoneRow, 'accreditType'>, kind: OperationKind): boolean {
  if (isOwn(phone)) return true;
  return (isViewOnly(phone) ? VIEW_GRANTEE : OPERATE_GRANTEE).has(kind);
}

/**
 * Whether a phone's own menu lists the operation: the member's hold allows it (a grantee sees
 * nothing they cannot do), and of grant and recall only the one that fits the phone now.
 */
export function menuOffers(phone: Pick<PhoneRow, 'accreditType' | 'authorized'>, kind: OperationKind): boolean {
  if (!holdAllows(phone, kind)) return false;
  if (kind === 'accredit') return !phone.authorized;
  if (kind === 'recall') return phone.authorized;
  return true;
}

/**
 * Whether the batch menu lists the operation for this selection: what every selected phone's hold
 * allows, and no batch reboot of more than one phone with a shared one among them (spec point 5).
 * With nothing ticked it lists every operation, and a click says to tick phones.
 */
export function batchOffers(selection: ReadonlyArray<Pick<PhoneRow, 'accreditType'>>, kind: OperationKind): boolean {
  if (!selection.every((phone) => holdAllows(phone, kind))) return false;
  return !(OPERATIONS[kind].ownOnlyInBatch && selection.length > 1 && selection.some((phone) => !isOwn(phone)));
}

/** Why a menu item is greyed out (`phones.blocked.*` says it to the member). */
export type BlockReason = 'viewOnly' | 'ownerOnly' | 'expired' | 'busy' | 'alreadyOn' | 'alreadyOff' | 'notRunning';

/**
 * Why a phone's menu cannot run an operation now, or null when it can: view-only phones take tags
 * only, shared phones only what their grant allows, busy phones nothing that competes with the
 * running one, expired phones nothing but tags, and power on/off whichever is the other state.
 * Sharing (grant, recall, transfer) does not depend on the phone's state.
 */
export function blockedReason(phone: PhoneRow, kind: OperationKind, now = Date.now()): BlockReason | null {
  if (!holdAllows(phone, kind)) return isViewOnly(phone) ? 'viewOnly' : 'ownerOnly';
  if (ORGANISING.has(kind) || OPERATIONS[kind].isSharing) return null;
  if (isExpired(phone, now)) return 'expired';
  if (isTransitional(phone.status)) return 'busy';
  if (kind === 'powerOn' && phone.powerOn) return 'alreadyOn';
  if (kind === 'powerOff' && !phone.powerOn) return 'alreadyOff';
  // Files and apps reach a phone that is on and running (the server refuses others).
  if (kind === 'push' && !phone.powerOn) return 'alreadyOff';
  if (kind === 'push' && phone.status !== PHONE_STATUS.running) return 'notRunning';
  return null;
}

export const canOperate = (phone: PhoneRow, kind: OperationKind, now = Date.now()) => blockedReason(phone, kind, now) === null;

/** Why the play screen cannot be opened now (it needs a running, powered-on phone), or null. */
export function controlBlockedReason(phone: PhoneRow, now = Date.now()): BlockReason | null {
  const { art } = statusVisual(phone, now);
  if (art === 'screen') return null;
  if (art === 'expired') return 'expired';
  if (art === 'powered-off') return 'alreadyOff';
  return isTransitional(phone.status) ? 'busy' : 'notRunning';
}
