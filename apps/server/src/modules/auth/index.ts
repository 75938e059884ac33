import type { RegisterType } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { MailProvider } from '../../providers/mail/types.js';
import type { SmsProvider } from '../../providers/sms/types.js';
import { createSocialProviders } from '../../providers/social/index.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createCaptchaService } from './captcha.service.js';
import { createCodeService } from './codes.service.js';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle.js';
import { createPasswords } from './passwords.js';
import { createSessionService } from './sessions.service.js';
import { createSocialService } from './social.service.js';

/** The sessions every guard checks, with what signing in needs: captchas, codes, the login throttles' limits. */
export function createAuth(
  app: FastifyInstance,
  deps: { config: Config; db: Db; kv: Kv; bus: Bus; clock: Clock; secret: string; sms: SmsProvider; mail: MailProvider },
) {
  const { config, db, kv, bus, clock, secret, sms, mail } = deps;
  const sessions = createSessionService({
    db,
    bus,
    clock,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_S,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_S,
    cacheMs: config.SESSION_CACHE_MS,
  });
  app.addHook('onClose', async () => sessions.close());
  const captcha = createCaptchaService({ kv, clock, enabled: config.CAPTCHA_ENABLED });
  const codes = createCodeService({
    db,
    kv,
    clock,
    secret,
    sms,
    mail,
    limits: {
      ttlSeconds: config.SMS_CODE_TTL_S,
      dailyLimit: config.SMS_DAILY_LIMIT,
      resendIntervalSeconds: config.SMS_RESEND_INTERVAL_S,
      ipHourlyLimit: config.SMS_IP_HOURLY_LIMIT,
      maxAttempts: config.SMS_MAX_ATTEMPTS,
    },
  });
  const loginLimits: Omit<LoginThrottleOptions, 'scope' | 'lockedError'> = {
    clock,
    maxPerAccountIp: config.LOGIN_MAX_FAILURES,
    maxPerIp: config.LOGIN_IP_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
    maxLockMinutes: config.LOGIN_LOCK_MAX_MINUTES,
  };
  return { sessions, captcha, codes, loginLimits, passwords: createPasswords(config), socialProviders: createSocialProviders(config) };
}
export type Auth = ReturnType<typeof createAuth>;

/**
 * Member sign-in, sign-up and the session's end (spec points 1 and 8). `onMemberCreated` runs once
 * a sign-up committed (the new member's trial phone) and never fails it.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    kv: Kv;
    clock: Clock;
    auth: Auth;
    guards: Guards;
    /** How members sign up now (the operator's branding, else REGISTER_TYPE), read on every sign-up. */
    registerType: () => Promise<RegisterType>;
    onMemberCreated: (memberId: number) => Promise<void>;
  },
) {
  const { config, db, kv, clock, guards, registerType, onMemberCreated } = deps;
  const { sessions, captcha, codes, loginLimits, passwords, socialProviders } = deps.auth;
  const throttle = createLoginThrottle(kv, { ...loginLimits, scope: 'member', lockedError: 'AUTH_LOCKED' });
  const auth = createAuthService({ db, sessions, captcha, codes, throttle, passwords, registerType, onMemberCreated });
  const social = createSocialService({
    db,
    kv,
    clock,
    sessions,
    codes,
    providers: socialProviders,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    onMemberCreated,
  });
  authRoutes(app, { auth, social, sessions, captcha, codes, guard: guards.member, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
  return { auth, social };
}
