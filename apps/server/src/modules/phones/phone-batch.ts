import {
  isMessageKey,
  type AuditAction,
  PHONE_STATUS,
  TRANSITIONAL_STATUSES,
  translate,
  type Locale,
  type MessageKey,
  type OperationResults,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { DeviceRefused } from '../../devices/driver.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import { errorCatalogue } from '@cloudphone/contract';
import { accessiblePhones, type AccessiblePhone } from '../phone-access/phone-access.repo.js';
import { recordGranteeUse, withdrawGranteeUse } from './grantee-use.js';
import '../../http/server-messages.js';

/** A per-phone refusal with its message: the batch answers it for this phone and goes on. */
export class PhoneRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The phone is doing something else (spec point 5: "Phone status {status}, try later"). */
export const busy = (status: number) => new PhoneRefusal('phones.busy', { status });

/** Refuses a phone that is mid-operation, under maintenance or abnormal. */
export function ensureIdle(phone: Pick<AccessiblePhone, 'status'>) {
  if (
    TRANSITIONAL_STATUSES.includes(phone.status as never) ||
    phone.status === PHONE_STATUS.maintenance ||
    phone.status === PHONE_STATUS.abnormal
  ) {
    throw busy(phone.status);
  }
}

/** A status code's name in the language asked for (the code itself if it has none). */
export function statusName(status: number, locale: Locale) {
  const key = `phoneStatus.${status}`;
  return isMessageKey(key) ? translate(key, locale) : String(status);
}

/** The translated reason a phone refused an operation (a PhoneRefusal, the device's refusal, an AppError). */
export function messageFor(error: unknown, locale: Locale): string {
  if (error instanceof PhoneRefusal) {
    const params = { ...error.params };
    if (error.key === 'phones.busy' && typeof params.status === 'number') params.status = statusName(params.status, locale);
    return translate(error.key, locale, params);
  }
  if (error instanceof DeviceRefused) {
    if (error.reason === 'busy') return messageFor(busy(error.status ?? PHONE_STATUS.abnormal), locale);
    if (error.reason === 'no-backup') return translate('phones.noBackup', locale);
    return translate('phones.offline', locale);
  }
  if (error instanceof AppError) return translate(errorCatalogue[error.errorName].message, locale, error.params);
  throw error;
}

export interface BatchDeps {
  db: Db;
  clock: Clock;
}

/**
 * What a grantee may do with an operation (decision 025): 'operate', an operate grantee may run
 * it (live control's neighbours: reboot, power, check); 'none', it is the owner's alone.
 */
export type GranteeRight = 'operate' | 'none';

/**
 * Why the member may not run an operation on this phone as they hold it, or null when they may:
 * the owner always may; a view grantee never; an operate grantee only where `right` is 'operate'.
 */
export function granteeRefusal(phone: Pick<AccessiblePhone, 'own' | 'operable'>, right: GranteeRight): MessageKey | null {
  if (phone.own) return null;
  if (!phone.operable) return 'phones.viewOnly';
  return right === 'operate' ? null : 'phones.authorizedInBatch';
}

/** The same rule for an endpoint about one phone (rename): the whole request is refused. */
export function ensureOwner(phone: AccessiblePhone | undefined): AccessiblePhone {
  if (!phone) throw new AppError('PHONE_NOT_FOUND');
  const refusal = granteeRefusal(phone, 'none');
  if (refusal) throw new AppError(refusal === 'phones.viewOnly' ? 'PHONE_VIEW_ONLY' : 'PHONE_AUTHORIZED_IN_BATCH');
  return phone;
}

export interface BatchRules {
  /** Spec point 5 (batch reboot): a batch of more than one phone may hold only the member's own; else nothing runs. */
  ownOnlyInBatch?: boolean;
  /** What a grantee may do here; 'none' (the default) keeps the operation to the phone's owner. */
  grantee?: GranteeRight;
  /**
   * A grantee's run is written into the owner's audit trail under this action, from this address,
   * before it starts and with the grant held (grantee-use.ts): a recall that wins the race makes
   * the phone "not found" and nothing runs.
   */
  audit?: { action: AuditAction; ip: string | null };
}

/**
 * Runs one action per phone and answers a result for each (spec: one shape for single phones and
 * batches). A phone the member cannot see is "not found", one they may not run this on as a
 * grantee is refused (granteeRefusal), and a refusal by the phone or the device is that phone's
 * result; the others still run.
 */
export async function forEachPhone(
  { db, clock }: BatchDeps,
  memberId: number,
  phoneIds: readonly number[],
  locale: Locale,
  act: (phone: AccessiblePhone) => Promise<void>,
  { ownOnlyInBatch = false, grantee = 'none', audit }: BatchRules = {},
): Promise<OperationResults> {
  const found = await accessiblePhones(db, memberId, phoneIds, clock.now());
  if (ownOnlyInBatch && phoneIds.length > 1 && [...found.values()].some((phone) => !phone.own))
    throw new AppError('PHONE_AUTHORIZED_IN_BATCH');

  /** A grantee's run: audited first with the grant held; taken back from the trail if it did not start. */
  async function asGrantee(phone: AccessiblePhone, { action, ip }: NonNullable<BatchRules['audit']>) {
    const entry = await recordGranteeUse(db, clock, {
      phoneId: phone.id,
      owlId: phone.owlId,
      granteeId: memberId,
      action,
      ip,
      operate: true,
    });
    if (entry === 'gone') throw new PhoneRefusal('phones.notFound');
    if (entry === 'viewOnly') throw new PhoneRefusal('phones.viewOnly');
    try {
      await act(phone);
    } catch (error) {
      await withdrawGranteeUse(db, entry);
      throw error;
    }
  }

  const results: OperationResults['results'] = [];
  for (const phoneId of phoneIds) {
    const phone = found.get(phoneId);
    try {
      if (!phone) throw new PhoneRefusal('phones.notFound');
      const refusal = granteeRefusal(phone, grantee);
      if (refusal) throw new PhoneRefusal(refusal);
      if (!phone.own && audit) await asGrantee(phone, audit);
      else await act(phone);
      results.push({ phoneId, ok: true, msg: translate('phones.ok', locale) });
    } catch (error) {
      results.push({ phoneId, ok: false, msg: messageFor(error, locale) });
    }
  }
  return { results };
}
