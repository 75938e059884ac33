import { cleanNickname, SocialProviderError, type SocialProvider } from './types.js';

export interface WechatOptions {
  appId: string;
  appSecret: string;
  /** Website QR login page, https://open.weixin.qq.com/connect/qrconnect in production. */
  authorizeUrl: string;
  /** https://api.weixin.qq.com in production; a loopback mock in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

/**
 * WeChat website login (open platform, scope `snsapi_login`). The subject is the `openid`, which
 * is stable for one app id; `unionid` only exists when the app is tied to an open platform account.
 */
export function wechatProvider({ appId, appSecret, authorizeUrl, apiUrl, timeoutMs = 10_000 }: WechatOptions): SocialProvider {
  const base = apiUrl.replace(/\/+$/, '');

  /** WeChat answers HTTP 200 even on failure; the failure is an `errcode` in the body. */
  async function call<T>(path: string, params: Record<string, string>): Promise<T> {
    const res = await fetch(`${base}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new SocialProviderError(`wechat ${path}: HTTP ${res.status}`);
    let body: T & WechatError;
    try {
      body = JSON.parse(await res.text()) as T & WechatError;
    } catch {
      throw new SocialProviderError(`wechat ${path}: not JSON`);
    }
    if (body.errcode) throw new SocialProviderError(`wechat ${path}: errcode ${body.errcode} ${body.errmsg ?? ''}`.trim());
    return body;
  }

  return {
    type: 'wechat',
    name: 'WeChat',

    async authorizationUrl(state, redirectUri) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      url.hash = 'wechat_redirect';
      return { url: url.href, extras: {} };
    },

    async exchange(code) {
      const token = await call<{ access_token?: string; openid?: string }>('/sns/oauth2/access_token', {
        appid: appId,
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (!token.access_token || !token.openid) throw new SocialProviderError('wechat /sns/oauth2/access_token: no access_token or openid');
      const user = await call<{ openid?: string; nickname?: string }>('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      });
      if (user.openid !== token.openid) throw new SocialProviderError('wechat /sns/userinfo: openid does not match the token');
      return { subject: token.openid, nickname: cleanNickname(user.nickname) };
    },
  };
}
