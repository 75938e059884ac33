import { createHmac, randomInt } from 'node:crypto';
import {
  addDuration,
  errorCatalogue,
  formatRedeemCode,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  renewedExpiry,
  translate,
  type DurationUnit,
  type Locale,
  type RedeemBatchItem,
  type RedeemCodeType,
  type RedeemResult,
} from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { notOwned } from '../orders/not-owned.js';
import { createOrderPhonesRepo } from '../orders/order-phones.repo.js';
import { phoneFitsSpec } from '../orders/phone-spec.js';
import type { PhoneDelivery } from '../phones/phone-delivery.js';
import { createRedeemCodesRepo, type CodeWithBatch } from './redeem-codes.repo.js';

/** Unknown codes a member, or an address, may try in an hour before being made to wait (guessing is throttled). */
export const REDEEM_FAILURES_PER_MEMBER = 10;
export const REDEEM_FAILURES_PER_IP = 30;
const HOUR_S = 3600;

type Found = NonNullable<CodeWithBatch>;

/** A new code: 16 characters of a 31-letter alphabet (about 79 bits), never derived from anything. */
export const newRedeemCode = () =>
  Array.from({ length: REDEEM_CODE_LENGTH }, () => REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)]).join('');
export const codeHint = (code: string) => `${code.slice(0, 4)}…${code.slice(-4)}`;

/**
 * Redeeming codes (issue 15). A code is kept as an HMAC under the installation's secret, so the
 * table alone gives no code away; it works once (a conditional update claims it), until its batch
 * expires or is disabled; unknown codes count against the member and the address.
 */
export function createRedeemCodesService(deps: {
  db: Db;
  kv: Kv;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
  deliverPhones: PhoneDelivery;
}) {
  const { db, kv, clock, log } = deps;
  const repo = createRedeemCodesRepo(db);
  const hashOf = (code: string) => createHmac('sha256', deps.secret).update(`redeem:${code}`).digest('hex');
  const failureKeys = (memberId: number, ip: string) => [`redeem:fail:m:${memberId}`, `redeem:fail:ip:${ip}`] as const;

  async function ensureNotThrottled(memberId: number, ip: string) {
    const [member, address] = failureKeys(memberId, ip);
    const [m, a] = await Promise.all([kv.get(member), kv.get(address)]);
    if (Number(m ?? 0) >= REDEEM_FAILURES_PER_MEMBER || Number(a ?? 0) >= REDEEM_FAILURES_PER_IP) throw new AppError('REDEEM_TOO_MANY');
  }

  /** The code's row, or why it cannot be used now: each reason its own message. */
  async function usable(code: string, type: RedeemCodeType, memberId: number, ip: string): Promise<Found> {
    await ensureNotThrottled(memberId, ip);
    const found = await repo.byHash(hashOf(code));
    if (!found) {
      await Promise.all(failureKeys(memberId, ip).map((key) => kv.incr(key, HOUR_S)));
      throw new AppError('REDEEM_UNKNOWN');
    }
    if (found.redeemedAt) throw new AppError('REDEEM_USED');
    if (found.disabledAt || found.codeDisabledAt) throw new AppError('REDEEM_DISABLED');
    if (found.expireTime <= clock.now()) throw new AppError('REDEEM_EXPIRED');
    if (found.type !== type) throw new AppError(type === 'purchase' ? 'REDEEM_WRONG_KIND_PURCHASE' : 'REDEEM_WRONG_KIND_RENEWAL');
    return found;
  }

  const resultOf = (found: Found, code: string, phoneIds: number[]): RedeemResult => ({
    code: formatRedeemCode(code),
    type: found.type as RedeemCodeType,
    configurationName: found.configurationName,
    duration: found.duration,
    durationUnit: found.durationUnit as DurationUnit,
    phoneIds,
  });

  /** Hands a redeemed purchase code its phone; the sweep finishes it if this is interrupted. */
  async function deliver(found: Found, memberId: number, redeemedAt: Date) {
    await deps.deliverPhones({
      memberId,
      configurationId: found.configurationId,
      spec: { androidVersion: found.androidVersion, chip: found.chip, padType: found.padType },
      quantity: 1,
      delivered: found.phoneIds.length,
      expireTime: new Date(addDuration(redeemedAt.getTime(), found.duration, found.durationUnit as DurationUnit)),
      record: (tx, phoneId) => createRedeemCodesRepo(tx).addDeliveredPhone(found.id, phoneId),
    });
  }

  async function redeem(memberId: number, code: string, ip: string): Promise<RedeemResult> {
    const found = await usable(code, 'purchase', memberId, ip);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const codes = createRedeemCodesRepo(tx);
      if (!(await codes.claim(found.id, memberId, now))) throw new AppError('REDEEM_USED');
      if (found.regionId === null || !(await codes.sellOne(found.configurationId, found.regionId))) throw new AppError('REDEEM_SOLD_OUT');
    });
    await deliver(found, memberId, now).catch((err: unknown) =>
      log.error({ err, codeId: found.id }, 'code delivery stopped; the sweep retries'),
    );
    const after = await repo.byHash(hashOf(code));
    return resultOf(found, code, after?.phoneIds ?? []);
  }

  return {
    redeem,

    /** Several codes, one after another: each succeeds or says why, the others go on. */
    async redeemBatch(memberId: number, codes: string[], ip: string, locale: Locale): Promise<RedeemBatchItem[]> {
      const results: RedeemBatchItem[] = [];
      for (const code of codes) {
        try {
          results.push({ code: formatRedeemCode(code), success: true, msg: '', result: await redeem(memberId, code, ip) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            code: formatRedeemCode(code),
            success: false,
            msg: translate(errorCatalogue[error.errorName].message, locale),
            result: null,
          });
        }
      }
      return results;
    },

    /** A renewal code on the member's own phones of its spec: each extends from the later of now and its expiry. */
    async renew(memberId: number, code: string, phoneIds: number[], ip: string): Promise<RedeemResult> {
      const found = await usable(code, 'renewal', memberId, ip);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const phones = createOrderPhonesRepo(tx);
        const owned = await phones.owned(memberId, phoneIds);
        if (owned.length !== phoneIds.length)
          throw await notOwned(
            tx,
            memberId,
            phoneIds,
            owned.map((p) => p.id),
            now,
          );
        if (!owned.every((phone) => phoneFitsSpec(phone, found))) throw new AppError('ORDER_PHONE_SPEC_MISMATCH');
        if (!(await createRedeemCodesRepo(tx).claim(found.id, memberId, now, phoneIds))) throw new AppError('REDEEM_USED');
        for (const phone of owned) {
          const expireTime = new Date(
            renewedExpiry(phone.expireTime.getTime(), now.getTime(), found.duration, found.durationUnit as DurationUnit),
          );
          await phones.renew({ id: phone.id, memberId, expireTime, configurationId: found.configurationId }, now);
        }
      });
      return resultOf(found, code, phoneIds);
    },

    async page(memberId: number, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.redeemedBy(memberId, pageNo, pageSize);
      const list = rows.map((row) => ({
        ...resultOf(row, row.codeHint, row.phoneIds),
        code: row.codeHint,
        redeemTime: row.redeemedAt!.getTime(),
      }));
      return { list, total };
    },

    /** Purchase codes redeemed a minute ago or more whose phone is still owed. */
    async redeliver() {
      for (const found of await repo.undelivered(new Date(clock.now().getTime() - 60_000), 100))
        await deliver(found, found.redeemedBy!, found.redeemedAt!).catch((err: unknown) =>
          log.warn({ err, codeId: found.id }, 'code delivery retry failed'),
        );
    },

    hashOf,
  };
}
export type RedeemCodesService = ReturnType<typeof createRedeemCodesService>;
