import {
  isIpv4,
  proxyAccountField,
  proxyHostField,
  proxyPasswordField,
  proxyPortField,
  proxyRemarkField,
  type MessageKey,
} from '@cloudphone/contract';
import type { z } from 'zod';

/** One proxy a batch line describes, checked with the single-add form's field rules. */
export interface BatchProxy {
  host: string;
  port: number;
  account: string;
  password: string;
  remark: string;
}

/** A non-blank line of a batch: its proxy, or why it is refused (a message key). */
export type BatchLine = { line: number; proxy: BatchProxy } | { line: number; refusal: MessageKey };

interface RawFields {
  host: string;
  port: string;
  account: string;
  password: string;
  remark: string;
}

/** `host:port:rest`, the first format's shape (host and port hold neither `:` nor `@`). */
const HOST_PORT_FIRST = /^([^:@]*):([^:@]*):(.*)$/;

/**
 * Splits the remark off: a trailing `{…}` is always the remark, from the last `{` (credentials
 * may hold braces, so a password that ends in `}` needs a remark after it, even `{}`).
 */
function splitRemark(text: string): { body: string; remark: string } {
  if (!text.endsWith('}')) return { body: text, remark: '' };
  const open = text.lastIndexOf('{');
  if (open < 0) return { body: text, remark: '' };
  return { body: text.slice(0, open), remark: text.slice(open + 1, -1) };
}

/**
 * The fields of `host:port:account:password` or `account:password@host:port`. Credentials may hold
 * `:` and `@` (spec point 5's characters), so: a line that starts with an IPv4 and a port is the
 * first format, and its password is everything after the account's colon; otherwise a line whose
 * last `@` is followed by `host:port` is the second, with the account up to the first colon.
 * Anything else with at least three colons is read as the first format, so a bad host or port gets
 * the form's own message rather than "wrong format".
 */
function fieldsOf(body: string): Omit<RawFields, 'remark'> | undefined {
  const first = HOST_PORT_FIRST.exec(body);
  const firstFormat = (m: RegExpExecArray) => {
    const rest = m[3]!;
    const colon = rest.indexOf(':');
    if (colon < 0) return undefined;
    return { host: m[1]!, port: m[2]!, account: rest.slice(0, colon), password: rest.slice(colon + 1) };
  };
  if (first && isIpv4(first[1]!) && /^\d+$/.test(first[2]!)) return firstFormat(first);
  const at = body.lastIndexOf('@');
  if (at >= 0) {
    const credentials = body.slice(0, at);
    const address = /^([^:]*):([^:]*)$/.exec(body.slice(at + 1));
    const colon = credentials.indexOf(':');
    if (address && colon >= 0)
      return { host: address[1]!, port: address[2]!, account: credentials.slice(0, colon), password: credentials.slice(colon + 1) };
  }
  return first ? firstFormat(first) : undefined;
}

/** The first message a field's schema gives, or its parsed value. */
function check<S extends z.ZodType>(schema: S, value: unknown): { value: z.output<S> } | { refusal: MessageKey } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { refusal: (result.error.issues[0]?.message ?? 'validation.invalid') as MessageKey };
}

/** Checks the fields in the form's order, so a line gets the message the form would show first. */
function proxyOf(raw: RawFields): BatchProxy | MessageKey {
  const host = check(proxyHostField, raw.host);
  if ('refusal' in host) return host.refusal;
  if (raw.port === '') return 'proxy.port.required';
  const port = check(proxyPortField, raw.port);
  if ('refusal' in port) return port.refusal;
  const account = check(proxyAccountField, raw.account);
  if ('refusal' in account) return account.refusal;
  const password = check(proxyPasswordField, raw.password);
  if ('refusal' in password) return password.refusal;
  const remark = check(proxyRemarkField, raw.remark);
  if ('refusal' in remark) return remark.refusal;
  return { host: host.value, port: port.value, account: account.value, password: password.value, remark: remark.value };
}

/**
 * Reads a batch add's text (spec point 5): one SOCKS5 proxy per line, `host:port:account:password{remark}`
 * or `account:password@host:port{remark}`, the remark optional. Lines are trimmed (CRLF is fine);
 * blank lines are skipped but keep their number, so numbers match what the member typed.
 */
export function parseBatchLines(content: string): BatchLine[] {
  const out: BatchLine[] = [];
  for (const [index, rawLine] of content.split(/\r?\n/).entries()) {
    const text = rawLine.trim();
    if (text === '') continue;
    const line = index + 1;
    const { body, remark } = splitRemark(text);
    const fields = fieldsOf(body);
    if (!fields) {
      out.push({ line, refusal: 'proxy.batch.format' });
      continue;
    }
    const proxy = proxyOf({ ...fields, remark });
    out.push(typeof proxy === 'string' ? { line, refusal: proxy } : { line, proxy });
  }
  return out;
}
