const SIGN_IN_PATHS = new Set(['/login', '/register']);

/**
 * The `redirect` query of /login, made safe: only a path inside the console (no other origin via
 * `//host` or `/\host`, no loop back to the sign-in pages); anything else lands on '/'.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  const path = (raw.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (SIGN_IN_PATHS.has(path)) return '/';
  return raw;
}

/** A channel code from a campaign link (?channelCode=), if well formed. */
export function channelCodeFrom(search: URLSearchParams): string | null {
  const code = search.get('channelCode');
  return code && /^[\w-]{1,32}$/.test(code) ? code : null;
}
