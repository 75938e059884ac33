import type { AuthTokens, SocialLoginResult } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** GET /auth/social-auth-redirect: the provider's authorize URL for `type`, returning to `redirectUri`. */
export const getSocialAuthRedirect = (type: string, redirectUri: string) =>
  api.get<string>('/app-api/member/auth/social-auth-redirect', { type, redirectUri }, { passErrors: true });

/** POST /auth/social-login: a session, or a bind ticket when no phone is bound yet. */
export const socialLogin = (input: { type: string; code: string; state: string; channelCode?: string }) =>
  api.post<SocialLoginResult>('/app-api/member/auth/social-login', input, { passErrors: true, isLogin: true });

/** POST /auth/social-bind: binds a phone (SMS scene 'bind') to the social identity and signs in. */
export const socialBind = (input: { bindTicket: string; phone: string; code: string; channelCode?: string }) =>
  api.post<AuthTokens>('/app-api/member/auth/social-bind', input, { passErrors: true, isLogin: true });
