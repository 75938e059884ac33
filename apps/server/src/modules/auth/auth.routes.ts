import {
  AuthTokensSchema,
  CaptchaImageSchema,
  PasswordLoginSchema,
  RefreshTokenQuery,
  RegisterSchema,
  RegisterTypeSchema,
  ResetPasswordSchema,
  SendEmailCodeSchema,
  SendSmsCodeSchema,
  SmsCodeTimesQuery,
  SmsCodeTimesSchema,
  SmsLoginSchema,
  ValidCaptchaSchema,
  ValidSmsCodeSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import type { AuthService } from './auth.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { CodeService } from './codes.service.js';
import type { SessionService } from './sessions.service.js';

interface Deps {
  auth: AuthService;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  rateLimitPerMinute: number;
}

export async function authRoutes(app: FastifyInstance, { auth, sessions, captcha, codes, rateLimitPerMinute }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['member auth'];

  r.get(
    '/app-api/member/captcha/captchaImage',
    {
      config: limited,
      schema: { tags, summary: 'New image captcha (single use, 5 minutes)', response: replies(CaptchaImageSchema) },
    },
    async () => ok(await captcha.create()),
  );

  r.post(
    '/app-api/member/auth/valid-captcha',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check an image captcha answer; a wrong answer burns it',
        body: ValidCaptchaSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await captcha.verify(request.body.uuid, request.body.code, { consume: false });
      return ok(true);
    },
  );

  r.post(
    '/app-api/member/captcha/sendSmsCode',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a 6-digit SMS code (captcha, 60 s interval, daily cap per phone, hourly cap per IP)',
        body: SendSmsCodeSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await auth.sendSmsCode(request.body, requestMeta(request));
      return ok(true);
    },
  );

  r.post(
    '/app-api/member/captcha/valid-sms-code',
    {
      config: limited,
      schema: { tags, summary: 'Check an SMS code without using it', body: ValidSmsCodeSchema, response: replies(z.boolean()) },
    },
    async (request) => {
      await auth.validSmsCode(request.body.phone, request.body.scene, request.body.code);
      return ok(true);
    },
  );

  r.get(
    '/app-api/member/captcha/sms-code-times',
    {
      schema: {
        tags,
        summary: 'Codes sent today and when the next may be sent',
        querystring: SmsCodeTimesQuery,
        response: replies(SmsCodeTimesSchema),
      },
    },
    async (request) => ok(await codes.times('sms', request.query.phone)),
  );

  r.post(
    '/app-api/member/captcha/sendEmailCode',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send an e-mail registration code (when REGISTER_TYPE=email)',
        body: SendEmailCodeSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await auth.sendEmailCode(request.body, requestMeta(request));
      return ok(true);
    },
  );

  r.post(
    '/app-api/member/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Password sign-in (image captcha when enabled)',
        body: PasswordLoginSchema,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await auth.passwordLogin(request.body, requestMeta(request))),
  );

  r.post(
    '/app-api/member/auth/sms-login',
    {
      config: limited,
      schema: { tags, summary: 'SMS sign-in; an unknown phone gets an account', body: SmsLoginSchema, response: replies(AuthTokensSchema) },
    },
    async (request) => ok(await auth.smsLogin(request.body, requestMeta(request))),
  );

  r.post(
    '/app-api/member/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Register with phone, user name, password and SMS (or e-mail) code',
        body: RegisterSchema,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await auth.register(request.body, requestMeta(request))),
  );

  r.get(
    '/app-api/member/auth/register-type',
    {
      schema: { tags, summary: 'How members register: phone or email', response: replies(RegisterTypeSchema) },
    },
    async () => ok(auth.registerType),
  );

  r.post(
    '/app-api/member/member/update-phone-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Reset the password with an SMS code; signs out every session',
        body: ResetPasswordSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, requestMeta(request));
      return ok(true);
    },
  );

  r.post(
    '/app-api/member/auth/refresh-token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Rotate tokens; a reused refresh token ends the session',
        querystring: RefreshTokenQuery,
        response: replies(AuthTokensSchema),
      },
    },
    async (request) => ok(await sessions.refresh(request.query.refreshToken, 'member')),
  );

  r.post(
    '/app-api/member/auth/logout',
    {
      preHandler: memberGuard(sessions),
      schema: { tags, summary: 'End the current session now', response: replies(z.boolean()) },
    },
    async (request) => {
      await sessions.logout(requireAuth(request).sessionId);
      return ok(true);
    },
  );
}
