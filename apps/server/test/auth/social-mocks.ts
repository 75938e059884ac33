import { randomBytes } from 'node:crypto';
import { loopback } from '../peers/loopback.js';

/**
 * Loopback stand-ins for the WeChat open platform and QQ Connect, answering the way the real
 * endpoints do (WeChat: failures as HTTP 200 with `errcode`; QQ: JSON only with `fmt=json`, JSONP
 * or a query string otherwise, and `text/html` either way). Codes and tokens are single use / checked.
 */

export interface SocialUser {
  openid: string;
  nickname: string;
}

interface Answer {
  status?: number;
  body: string;
  contentType?: string;
  location?: string;
}

/** A loopback peer answering GETs by path and query; `seen` is every request, oldest first. */
async function serve(handle: (path: string, query: URLSearchParams) => Answer) {
  const peer = loopback(({ path, query }, res) => {
    const answer = handle(path, query);
    const headers: Record<string, string> = { 'content-type': answer.contentType ?? 'application/json' };
    if (answer.location) headers.location = answer.location;
    res.writeHead(answer.status ?? 200, headers).end(answer.body);
  });
  await peer.listen();
  return { url: peer.url, seen: peer.requests, close: peer.close };
}

const json = (value: unknown): Answer => ({ body: JSON.stringify(value) });
const token = () => randomBytes(16).toString('hex');

/** Appends the authorization response to a redirect URI that may already carry a query. */
function redirectWith(redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

export async function startWechatMock({ appId, appSecret }: { appId: string; appSecret: string }) {
  const codes = new Map<string, SocialUser>();
  const tokens = new Map<string, SocialUser>();
  /** Who "scans the QR code" at the next authorization. */
  let scanner: SocialUser = { openid: 'o-wechat-default', nickname: '微信用户' };
  let userinfoBroken = false;

  const mock = await serve((path, q) => {
    if (path === '/connect/qrconnect') {
      if (q.get('appid') !== appId || q.get('scope') !== 'snsapi_login' || q.get('response_type') !== 'code')
        return { status: 400, body: 'bad request', contentType: 'text/html' };
      const code = token();
      codes.set(code, scanner);
      return { status: 302, body: '', location: redirectWith(q.get('redirect_uri')!, { code, state: q.get('state') ?? '' }) };
    }
    if (path === '/sns/oauth2/access_token') {
      if (q.get('appid') !== appId || q.get('secret') !== appSecret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
      const user = codes.get(q.get('code') ?? '');
      if (!user) return json({ errcode: 40029, errmsg: 'invalid code' });
      codes.delete(q.get('code')!);
      const accessToken = token();
      tokens.set(accessToken, user);
      return json({
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: token(),
        openid: user.openid,
        scope: 'snsapi_login',
        unionid: `u-${user.openid}`,
      });
    }
    if (path === '/sns/userinfo') {
      const user = tokens.get(q.get('access_token') ?? '');
      if (userinfoBroken || !user || q.get('openid') !== user.openid) return json({ errcode: 40014, errmsg: 'invalid access_token' });
      return json({
        openid: user.openid,
        nickname: user.nickname,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: '',
        privilege: [],
        unionid: `u-${user.openid}`,
      });
    }
    return { status: 404, body: 'not found', contentType: 'text/html' };
  });

  return {
    ...mock,
    /** Issues a code for `user` as if they had scanned and confirmed. */
    issueCode(user: SocialUser) {
      const code = token();
      codes.set(code, user);
      return code;
    },
    setScanner(user: SocialUser) {
      scanner = user;
    },
    breakUserinfo(broken = true) {
      userinfoBroken = broken;
    },
  };
}

export async function startQqMock({ appId, appKey }: { appId: string; appKey: string }) {
  const codes = new Map<string, SocialUser & { redirectUri: string; clientId: string }>();
  const tokens = new Map<string, SocialUser & { clientId: string }>();
  let signer: SocialUser = { openid: 'QQ-OPENID-DEFAULT', nickname: 'QQ用户' };
  let userInfoBroken = false;
  const html = (body: string): Answer => ({ body, contentType: 'text/html; charset=utf-8' });
  // QQ's errors without fmt=json come as JSONP even from the token endpoint.
  const answer = (q: URLSearchParams, value: Record<string, unknown>, plain?: string): Answer =>
    q.get('fmt') === 'json' ? html(JSON.stringify(value)) : html(plain ?? `callback( ${JSON.stringify(value)} );\n`);

  const mock = await serve((path, q) => {
    if (path === '/oauth2.0/authorize') {
      if (q.get('client_id') !== appId || q.get('response_type') !== 'code')
        return { status: 400, body: 'bad request', contentType: 'text/html' };
      const code = token();
      codes.set(code, { ...signer, redirectUri: q.get('redirect_uri') ?? '', clientId: appId });
      return { status: 302, body: '', location: redirectWith(q.get('redirect_uri')!, { code, state: q.get('state') ?? '' }) };
    }
    if (path === '/oauth2.0/token') {
      if (q.get('client_id') !== appId || q.get('client_secret') !== appKey)
        return answer(q, { error: 100013, error_description: 'access token is illegal' });
      const entry = codes.get(q.get('code') ?? '');
      if (!entry || q.get('grant_type') !== 'authorization_code')
        return answer(q, { error: 100019, error_description: 'code to access token error' });
      if (q.get('redirect_uri') !== entry.redirectUri) return answer(q, { error: 100010, error_description: 'redirect uri is illegal' });
      codes.delete(q.get('code')!);
      const accessToken = token();
      tokens.set(accessToken, entry);
      return answer(
        q,
        { access_token: accessToken, expires_in: '7776000', refresh_token: token() },
        `access_token=${accessToken}&expires_in=7776000&refresh_token=${token()}`,
      );
    }
    if (path === '/oauth2.0/me') {
      const entry = tokens.get(q.get('access_token') ?? '');
      if (!entry) return answer(q, { error: 100016, error_description: 'access token check failed' });
      return answer(q, { client_id: entry.clientId, openid: entry.openid });
    }
    if (path === '/user/get_user_info') {
      const entry = tokens.get(q.get('access_token') ?? '');
      if (userInfoBroken || !entry || q.get('openid') !== entry.openid || q.get('oauth_consumer_key') !== entry.clientId)
        return html(JSON.stringify({ ret: 1002, msg: '请先登录' }));
      return html(
        JSON.stringify({ ret: 0, msg: '', is_lost: 0, nickname: entry.nickname, gender: '男', figureurl: '', figureurl_qq_1: '' }),
      );
    }
    return { status: 404, body: 'not found', contentType: 'text/html' };
  });

  return {
    ...mock,
    /**
     * Issues a code for `user` as if they had approved at `redirectUri`. `clientId` other than the
     * app's stands for a token that was issued to another app (token substitution).
     */
    issueCode(user: SocialUser, redirectUri: string, clientId = appId) {
      const code = token();
      codes.set(code, { ...user, redirectUri, clientId });
      return code;
    },
    setSigner(user: SocialUser) {
      signer = user;
    },
    breakUserInfo(broken = true) {
      userInfoBroken = broken;
    },
  };
}
