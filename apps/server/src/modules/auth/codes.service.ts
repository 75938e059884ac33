import { SMS_CODE_LENGTH, type Locale } from '@cloudphone/contract';
import { lockKey, type Db, type DbOrTx } from '../../db/client.js';
import { shanghaiDay, type Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { AppError } from '../../http/app-error.js';
import type { MailProvider } from '../../providers/mail/types.js';
import type { SmsProvider } from '../../providers/sms/types.js';
import { createCodesRepo } from './codes.repo.js';
import { hmac, randomDigits, safeEqual } from './tokens.js';

export type CodeChannel = 'sms' | 'email';

export interface CodeLimits {
  ttlSeconds: number;
  dailyLimit: number;
  resendIntervalSeconds: number;
  ipHourlyLimit: number;
  maxAttempts: number;
}

interface Deps {
  db: Db;
  kv: Kv;
  clock: Clock;
  secret: string;
  limits: CodeLimits;
  sms: SmsProvider;
  mail: MailProvider;
}

/**
 * Verification codes by SMS and e-mail. The caps are exact: each target's counting and insert
 * run under one advisory lock, so concurrent requests cannot both pass the last free slot.
 */
export function createCodeService({ db, kv, clock, secret, limits, sms, mail }: Deps) {
  const guessesKey = (id: number) => `code-guesses:${id}`;
  const digest = (channel: CodeChannel, target: string, scene: string, code: string) =>
    hmac(secret, `${channel}:${target}:${scene}:${code}`);

  async function reserve(channel: CodeChannel, target: string, scene: string, ip: string | undefined, code: string) {
    return db.transaction(async (tx) => {
      await lockKey(tx, `code:${channel}:${target}`);
      if (ip) await lockKey(tx, `code-ip:${ip}`);
      const repo = createCodesRepo(tx);
      const now = clock.now();
      const last = await repo.latest(channel, target);
      if (last) {
        const wait = Math.ceil(limits.resendIntervalSeconds - (now.getTime() - last.createdAt.getTime()) / 1000);
        if (wait > 0) throw new AppError('SMS_TOO_FREQUENT', { seconds: wait }, { resendAfterSeconds: wait });
      }
      const day = shanghaiDay(now);
      if ((await repo.countForDay(channel, target, day)) >= limits.dailyLimit) throw new AppError('SMS_DAILY_LIMIT');
      if (ip && (await repo.countForIpSince(ip, new Date(now.getTime() - 3600_000))) >= limits.ipHourlyLimit) {
        throw new AppError('SMS_IP_LIMIT');
      }
      return repo.insert({
        channel,
        target,
        scene,
        codeHash: digest(channel, target, scene, code),
        ip: ip?.slice(0, 64),
        day,
        createdAt: now,
        expiresAt: new Date(now.getTime() + limits.ttlSeconds * 1000),
      });
    });
  }

  return {
    limits,

    async send(channel: CodeChannel, target: string, scene: string, ip: string | undefined, locale: Locale) {
      const code = randomDigits(SMS_CODE_LENGTH);
      const id = await reserve(channel, target, scene, ip, code);
      try {
        const minutes = Math.round(limits.ttlSeconds / 60);
        if (channel === 'sms') await sms.sendCode({ phone: target, code, scene, minutes, locale });
        else await mail.sendCode({ email: target, code, scene, minutes, locale });
      } catch (cause) {
        // A code that never left does not count against the caps and cannot be used.
        await createCodesRepo(db).markSendFailed(id);
        throw Object.assign(new AppError(channel === 'sms' ? 'SMS_SEND_FAILED' : 'MAIL_SEND_FAILED'), { cause });
      }
    },

    /**
     * Checks the newest code for target and scene. With `consume`, uses it inside `tx`, so the
     * code is spent only if the caller's transaction commits. Only the right code hears that it
     * was used or has expired: a guess learns nothing of what was done with the code (for
     * 'paternity', that an owner attached the account).
     */
    async verify(tx: DbOrTx, channel: CodeChannel, target: string, scene: string, code: string, { consume }: { consume: boolean }) {
      const repo = createCodesRepo(tx);
      const row = await repo.latest(channel, target, scene);
      const now = clock.now();
      if (!row || Number((await kv.get(guessesKey(row.id))) ?? 0) >= limits.maxAttempts) throw new AppError('SMS_CODE_INVALID');
      if (!safeEqual(row.codeHash, digest(channel, target, scene, code))) {
        // Counted in the KV, outside the caller's transaction, so a rollback cannot undo a guess.
        await kv.incr(guessesKey(row.id), limits.ttlSeconds);
        throw new AppError('SMS_CODE_INVALID');
      }
      if (row.usedAt) throw new AppError('SMS_CODE_USED');
      if (row.expiresAt <= now) throw new AppError('SMS_CODE_EXPIRED');
      if (consume && !(await repo.use(row.id, now))) throw new AppError('SMS_CODE_USED');
    },

    async times(channel: CodeChannel, target: string) {
      const repo = createCodesRepo(db);
      const now = clock.now();
      const sentToday = await repo.countForDay(channel, target, shanghaiDay(now));
      const last = await repo.latest(channel, target);
      const wait = last ? Math.ceil(limits.resendIntervalSeconds - (now.getTime() - last.createdAt.getTime()) / 1000) : 0;
      return {
        sentToday,
        dailyLimit: limits.dailyLimit,
        remaining: Math.max(0, limits.dailyLimit - sentToday),
        resendAfterSeconds: Math.max(0, wait),
      };
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
