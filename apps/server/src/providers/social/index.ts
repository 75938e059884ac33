import type { Config } from '../../config.js';
import { oidcProvider } from './oidc.js';
import { qqProvider } from './qq.js';
import { SOCIAL_PROVIDER_TYPES, type SocialProvider, type SocialProviderType } from './types.js';
import { wechatProvider } from './wechat.js';

function fromConfig(type: SocialProviderType, c: Config): SocialProvider | undefined {
  switch (type) {
    case 'oidc':
      if (!c.SOCIAL_OIDC_ISSUER && !c.SOCIAL_OIDC_CLIENT_ID) return undefined;
      if (!c.SOCIAL_OIDC_ISSUER || !c.SOCIAL_OIDC_CLIENT_ID || !c.SOCIAL_OIDC_CLIENT_SECRET) {
        throw new Error('SOCIAL_OIDC_ISSUER, SOCIAL_OIDC_CLIENT_ID and SOCIAL_OIDC_CLIENT_SECRET must be set together');
      }
      return oidcProvider({
        issuer: c.SOCIAL_OIDC_ISSUER,
        clientId: c.SOCIAL_OIDC_CLIENT_ID,
        clientSecret: c.SOCIAL_OIDC_CLIENT_SECRET,
        name: c.SOCIAL_OIDC_NAME,
      });
    case 'wechat':
      if (!c.SOCIAL_WECHAT_APP_ID) return undefined;
      if (!c.SOCIAL_WECHAT_APP_SECRET) throw new Error('SOCIAL_WECHAT_APP_SECRET: required when SOCIAL_WECHAT_APP_ID is set');
      return wechatProvider({
        appId: c.SOCIAL_WECHAT_APP_ID,
        appSecret: c.SOCIAL_WECHAT_APP_SECRET,
        authorizeUrl: c.SOCIAL_WECHAT_AUTHORIZE_URL,
        apiUrl: c.SOCIAL_WECHAT_API_URL,
      });
    case 'qq':
      if (!c.SOCIAL_QQ_APP_ID) return undefined;
      if (!c.SOCIAL_QQ_APP_KEY) throw new Error('SOCIAL_QQ_APP_KEY: required when SOCIAL_QQ_APP_ID is set');
      return qqProvider({
        appId: c.SOCIAL_QQ_APP_ID,
        appKey: c.SOCIAL_QQ_APP_KEY,
        authorizeUrl: c.SOCIAL_QQ_AUTHORIZE_URL,
        apiUrl: c.SOCIAL_QQ_API_URL,
      });
    default: {
      const unhandled: never = type;
      throw new Error(`social provider ${String(unhandled)} is not wired`);
    }
  }
}

/** The social providers enabled by config (a provider is on when its id is set), in button order. */
export function createSocialProviders(config: Config): SocialProvider[] {
  return SOCIAL_PROVIDER_TYPES.flatMap((type) => fromConfig(type, config) ?? []);
}

export type { SocialProvider, SocialProviderType } from './types.js';
