/** Helpers every real SMS provider needs: endpoints, deadlines, and keeping codes out of logs. */

/** Where failures are reported: never the code, never a secret. */
export interface SmsFailureLog {
  warn(obj: object, msg: string): void;
}

/** `host[:port]` plus the protocol the SDK should speak; a bare host means HTTPS. */
export function splitEndpoint(endpoint: string): { protocol: 'HTTP' | 'HTTPS'; host: string } {
  const match = /^(https?):\/\/([^/?#]+)\/?$/i.exec(endpoint.trim());
  if (match) return { protocol: match[1]!.toLowerCase() === 'http' ? 'HTTP' : 'HTTPS', host: match[2]! };
  if (/^[\w.-]+(:\d+)?$/.test(endpoint.trim())) return { protocol: 'HTTPS', host: endpoint.trim() };
  throw new Error(`SMS endpoint "${endpoint}" is neither a host name nor an http(s):// URL without a path`);
}

/** 13812345678 → 138****5678, so a log line can still be matched with a complaint. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** Rejects after `ms` even if the SDK's own timeouts do not fire (they only cover some phases). */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A failure reason fit for logs and error messages: SDK errors quote the request URL, whose query
 * holds the code (Aliyun's ReadTimeout does), so query strings go and any copy of the code is masked.
 */
export function redact(reason: string, code: string): string {
  const noQuery = reason.replace(/(https?:\/\/[^\s?]+)\?\S*/g, '$1?…');
  return code.length >= 4 ? noQuery.split(code).join('******') : noQuery;
}
