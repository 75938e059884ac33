import { ACCREDIT_OPERATE, PHONE_STATUS, type PhoneRow } from '@cloudphone/contract';
import type { OperationKind } from './operations';
import { isExpired, isTransitional, statusVisual } from './phone-status';

/** Operations that leave the phone's state alone: allowed while it is busy with another one. */
const ORGANISING: ReadonlySet<OperationKind> = new Set(['moveGroup', 'addTag']);
/** Only the owner may do these (the server refuses them on shared phones). */
const OWNER_ONLY: ReadonlySet<OperationKind> = new Set(['replace', 'moveGroup']);

export const isOwn = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType === null;
/** Shared with this member for viewing only (spec point 4: type 2 operates, any other views). */
export const isViewOnly = (phone: Pick<PhoneRow, 'accreditType'>) => phone.accreditType !== null && phone.accreditType !== ACCREDIT_OPERATE;

/** Why a menu item is greyed out (`phones.blocked.*` says it to the member). */
export type BlockReason = 'viewOnly' | 'ownerOnly' | 'expired' | 'busy' | 'alreadyOn' | 'alreadyOff' | 'notRunning';

/**
 * Why a phone's menu cannot run an operation now, or null when it can: view-only phones take tags
 * only, shared phones no owner-only operation, busy phones nothing that competes with the running
 * one, expired phones nothing but tags, and power on/off whichever is the other state.
 */
export function blockedReason(phone: PhoneRow, kind: OperationKind, now = Date.now()): BlockReason | null {
  if (kind === 'addTag') return null;
  if (isViewOnly(phone)) return 'viewOnly';
  if (!isOwn(phone) && OWNER_ONLY.has(kind)) return 'ownerOnly';
  if (ORGANISING.has(kind)) return null;
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
