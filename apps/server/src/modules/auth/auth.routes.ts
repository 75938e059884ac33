import { memberAuthApi, memberAuthSchemas, memberSessionApi, memberSessionSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken, type Guard } from '../../http/authenticate.js';
import { serveMemberArea, servePublicArea } from '../../http/endpoints.js';
import { requestMeta } from '../../http/request-meta.js';
import type { AuthService } from './auth.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { CodeService } from './codes.service.js';
import type { SessionService } from './sessions.service.js';
import type { SocialService } from './social.service.js';

interface Deps {
  auth: AuthService;
  social: SocialService;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  guard: Guard;
  rateLimitPerMinute: number;
}

/** Member sign-in, sign-up and the session (spec points 1 and 8). Everything that costs a code or a guess is rate-limited per address. */
export function authRoutes(app: FastifyInstance, { auth, social, sessions, captcha, codes, guard, rateLimitPerMinute }: Deps) {
  const limited = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } };
  const done = async (work: Promise<unknown>) => {
    await work;
    return true;
  };
  servePublicArea(
    app,
    {
      area: memberAuthApi,
      schemas: memberAuthSchemas,
      routes: {
        captchaImage: limited,
        validCaptcha: limited,
        sendSmsCode: limited,
        validSmsCode: limited,
        sendEmailCode: limited,
        login: limited,
        smsLogin: limited,
        register: limited,
        resetPassword: limited,
        refresh: limited,
        socialRedirect: limited,
        socialLogin: limited,
        socialBind: limited,
      },
    },
    {
      captchaImage: () => captcha.create(),
      validCaptcha: ({ input }) => done(captcha.verify(input.uuid, input.code, { consume: false })),
      sendSmsCode: ({ input, request }) => done(auth.sendSmsCode(input, requestMeta(request))),
      validSmsCode: ({ input }) => done(auth.validSmsCode(input.phone, input.scene, input.code)),
      smsCodeTimes: ({ input }) => codes.times('sms', input.phone),
      sendEmailCode: ({ input, request }) => done(auth.sendEmailCode(input, requestMeta(request))),
      login: ({ input, request }) => auth.passwordLogin(input, requestMeta(request)),
      smsLogin: ({ input, request }) => auth.smsLogin(input, requestMeta(request)),
      register: ({ input, request }) => auth.register(input, requestMeta(request)),
      registerType: () => auth.registerType(),
      resetPassword: ({ input, request }) => done(auth.resetPassword(input, requestMeta(request), bearerToken(request))),
      refresh: ({ input }) => sessions.refresh(input.refreshToken, 'member'),
      socialRedirect: ({ input }) => social.authorizationUrl(input.type, input.redirectUri),
      socialLogin: ({ input, request }) => social.login(input, requestMeta(request)),
      socialBind: ({ input, request }) => social.bind(input, requestMeta(request)),
    },
  );
  serveMemberArea(
    app,
    guard,
    { area: memberSessionApi, schemas: memberSessionSchemas },
    { logout: ({ sessionId }) => done(sessions.logout(sessionId)) },
  );
}
