import * as client from 'openid-client';
import { cleanNickname, SocialProviderError, type SocialProvider } from './types.js';

export interface OidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  timeoutSeconds?: number;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Plain http is accepted for a loopback issuer only: that is the test set-up, never production. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.test(url.hostname);
}

const pickNickname = (claims: Record<string, unknown> | undefined) =>
  claims ? (cleanNickname(claims.name) ?? cleanNickname(claims.nickname) ?? cleanNickname(claims.preferred_username)) : null;

/**
 * Any OpenID Connect provider found by discovery: authorization code flow with PKCE (S256) and a
 * nonce, through openid-client. The ID token's `sub` is the subject.
 */
export function oidcProvider({ issuer, clientId, clientSecret, name, timeoutSeconds = 10 }: OidcOptions): SocialProvider {
  const issuerUrl = new URL(issuer);
  const insecure = isLoopbackHttp(issuerUrl);
  if (issuerUrl.protocol !== 'https:' && !insecure) {
    throw new Error('SOCIAL_OIDC_ISSUER must be an https:// URL (http:// is accepted only on a loopback address, for tests)');
  }

  // Discovered on first use and kept; a failed discovery is retried by the next sign-in.
  let discovered: Promise<client.Configuration> | undefined;
  let jwksCache: client.ExportedJWKSCache | undefined;

  function discover() {
    discovered ??= client
      .discovery(issuerUrl, clientId, clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: timeoutSeconds,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  }

  /** The client authentication the provider takes: client_secret_basic by default (OIDC Registration), else post. */
  function clientAuth(metadata: client.ServerMetadata): client.ClientAuth {
    const methods = metadata.token_endpoint_auth_methods_supported;
    if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post'))
      return client.ClientSecretPost(clientSecret);
    return client.ClientSecretBasic(clientSecret);
  }

  /**
   * A configuration for one code exchange. openid-client 6 derives the token request's
   * redirect_uri by cutting the query off the callback URL (panva/openid-client#868), but our
   * redirect URI keeps `?type=…`, and the token endpoint insists on the exact value sent to
   * /authorize. So this one exchange's requests put the exact value back.
   */
  function forExchange(base: client.Configuration, redirectUri: string) {
    const metadata = base.serverMetadata();
    const config = new client.Configuration({ ...metadata }, clientId, clientSecret, clientAuth(metadata));
    if (insecure) client.allowInsecureRequests(config);
    config.timeout = timeoutSeconds;
    config[client.customFetch] = (url, options) => {
      if (options.body instanceof URLSearchParams && options.body.get('grant_type') === 'authorization_code')
        options.body.set('redirect_uri', redirectUri);
      return fetch(url, options);
    };
    if (jwksCache) client.setJwksCache(config, jwksCache);
    return config;
  }

  return {
    type: 'oidc',
    name,

    async authorizationUrl(state, redirectUri) {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, extras: { codeVerifier, nonce } };
    },

    async exchange(code, redirectUri, { state, extras }) {
      const { codeVerifier, nonce } = extras;
      if (!codeVerifier || !nonce) throw new SocialProviderError('oidc: the stored attempt has no PKCE verifier or nonce');
      const config = forExchange(await discover(), redirectUri);
      const metadata = config.serverMetadata();
      // The browser hands back code and state; `iss` (RFC 9207) is not forwarded by the web page,
      // so it is restored from the one issuer this state was issued for.
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedNonce: nonce,
        expectedState: state,
      });
      jwksCache = client.getJwksCache(config) ?? jwksCache;
      const claims = tokens.claims();
      if (!claims?.sub) throw new SocialProviderError('oidc: no ID token subject');
      let nickname = pickNickname(claims);
      // With the code flow most providers put profile claims in userinfo, not in the ID token.
      if (!nickname && metadata.userinfo_endpoint)
        nickname = pickNickname(await client.fetchUserInfo(config, tokens.access_token, claims.sub));
      return { subject: claims.sub, nickname };
    },
  };
}
