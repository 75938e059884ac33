import { TERMINAL, VERSION_CODE, type Locale } from '@cloudphone/contract';

export interface HeaderContext {
  locale: Locale;
  token: string | null;
  channelCode: string;
}

/**
 * Request headers of spec point 7. Accept-Language always (the server translates `msg` by it); the
 * token, terminal, channel and version headers only once a session exists.
 */
export function buildHeaders(
  ctx: HeaderContext,
  { json = true, withToken = true }: { json?: boolean; withToken?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': ctx.locale };
  if (json) headers['Content-Type'] = 'application/json;charset=utf-8';
  if (withToken && ctx.token) {
    headers.Authorization = `Bearer ${ctx.token}`;
    headers.terminal = TERMINAL;
    headers['channel-code'] = ctx.channelCode || 'default';
    headers['version-code'] = VERSION_CODE;
  }
  return headers;
}
