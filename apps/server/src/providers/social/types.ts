/** The social sign-in kinds this server speaks; each is enabled by its own config (see index.ts). */
export const SOCIAL_PROVIDER_TYPES = ['oidc', 'wechat', 'qq'] as const;
export type SocialProviderType = (typeof SOCIAL_PROVIDER_TYPES)[number];

/** Who came back from the provider. */
export interface SocialIdentity {
  /** Stable id of the person at this provider (OIDC `sub`, WeChat or QQ `openid`). */
  subject: string;
  /** Display name the provider shares, if any. */
  nickname: string | null;
}

/** Where to send the browser, and what this one attempt must remember until it comes back. */
export interface AuthorizationRequest {
  url: string;
  /** Per-attempt secrets (PKCE verifier, nonce), kept server-side with the state, never sent to the browser. */
  extras: Record<string, string>;
}

/** What the server kept from `authorizationUrl` for the attempt the browser returns with. */
export interface StateData {
  /** The state the provider echoed back, already checked against the stored one. */
  state: string;
  extras: Record<string, string>;
}

/** The provider refused or answered badly; the message is for the log, the member sees SOCIAL_FAILED. */
export class SocialProviderError extends Error {
  override readonly name = 'SocialProviderError';
}

/**
 * One way to sign in with an outside account (OAuth 2.0 authorization code flow).
 * Implementations hold their own credentials and never see the database.
 */
export interface SocialProvider {
  /** The `type` the web sends for this provider. */
  readonly type: SocialProviderType;
  /** The name shown on the sign-in button. */
  readonly name: string;
  /**
   * Builds the provider's authorization URL for one attempt. `state` and `redirectUri` are already
   * chosen and checked by the caller; `extras` of the result are handed back to `exchange`.
   */
  authorizationUrl(state: string, redirectUri: string): Promise<AuthorizationRequest>;
  /**
   * Trades the authorization code for the identity. `redirectUri` is the exact value sent in
   * `authorizationUrl`. Throws (usually a SocialProviderError) when the provider refuses.
   */
  exchange(code: string, redirectUri: string, stateData: StateData): Promise<SocialIdentity>;
}

/** Trims a provider-supplied display name to what the database holds; empty becomes null. */
export function cleanNickname(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, 100) : null;
}
