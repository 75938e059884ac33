import { memberAuthApi, type SocialBindInput, type SocialLoginInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** The provider's authorize URL for `type`, returning to `redirectUri`. */
export const getSocialAuthRedirect = (type: string, redirectUri: string) =>
  call(memberAuthApi.endpoints.socialRedirect, { type, redirectUri }, { passErrors: true });

/** A session, or a bind ticket when no phone is bound yet. */
export const socialLogin = (input: SocialLoginInput) =>
  call(memberAuthApi.endpoints.socialLogin, input, { passErrors: true, isLogin: true });

/** Binds a phone (SMS scene 'bind') to the social identity and signs in. */
export const socialBind = (input: SocialBindInput) => call(memberAuthApi.endpoints.socialBind, input, { passErrors: true, isLogin: true });
