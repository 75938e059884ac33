import { cleanNickname, SocialProviderError, type SocialProvider } from './types.js';

export interface QqOptions {
  appId: string;
  appKey: string;
  /** https://graph.qq.com/oauth2.0/authorize in production. */
  authorizeUrl: string;
  /** https://graph.qq.com in production; a loopback mock in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * QQ Connect website login. Every call asks for `fmt=json`: without it the token endpoint answers
 * a query string and `/me` a JSONP `callback( … );`, and errors hide in either.
 */
export function qqProvider({ appId, appKey, authorizeUrl, apiUrl, timeoutMs = 10_000 }: QqOptions): SocialProvider {
  const base = apiUrl.replace(/\/+$/, '');

  async function call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const res = await fetch(`${base}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new SocialProviderError(`qq ${path}: HTTP ${res.status}`);
    let body: unknown;
    try {
      // QQ labels JSON as text/html, so the content type is no guide.
      body = JSON.parse(await res.text());
    } catch {
      throw new SocialProviderError(`qq ${path}: not JSON`);
    }
    if (!body || typeof body !== 'object') throw new SocialProviderError(`qq ${path}: not an object`);
    const b = body as Record<string, unknown>;
    if (b.error !== undefined && b.error !== 0)
      throw new SocialProviderError(`qq ${path}: error ${String(b.error)} ${String(b.error_description ?? '')}`.trim());
    return b;
  }

  return {
    type: 'qq',
    name: 'QQ',

    async authorizationUrl(state, redirectUri) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        scope: 'get_user_info',
      }).toString();
      return { url: url.href, extras: {} };
    },

    async exchange(code, redirectUri) {
      const token = await call('/oauth2.0/token', {
        grant_type: 'authorization_code',
        client_id: appId,
        client_secret: appKey,
        code,
        redirect_uri: redirectUri,
        fmt: 'json',
      });
      if (typeof token.access_token !== 'string' || !token.access_token)
        throw new SocialProviderError('qq /oauth2.0/token: no access_token');
      const accessToken = token.access_token;
      const me = await call('/oauth2.0/me', { access_token: accessToken, fmt: 'json' });
      // A token issued to another app must not sign anyone in here.
      if (String(me.client_id) !== appId) throw new SocialProviderError('qq /oauth2.0/me: token belongs to another app');
      if (typeof me.openid !== 'string' || !me.openid) throw new SocialProviderError('qq /oauth2.0/me: no openid');
      const info = await call('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: appId, openid: me.openid });
      // get_user_info reports failure as a non-zero `ret` with `msg`.
      if (info.ret !== 0) throw new SocialProviderError(`qq /user/get_user_info: ret ${String(info.ret)} ${String(info.msg ?? '')}`.trim());
      return { subject: me.openid, nickname: cleanNickname(info.nickname) };
    },
  };
}
