/**
 * Serialises GET params the way the console's server expects (spec point 7): nested objects as
 * `key[sub]=value` (any depth), arrays as repeated keys, empty values (null, undefined, '') left out.
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    if (value instanceof Date) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value)) add(`${key}[${sub}]`, inner);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}

/** Appends serialised params to a URL that may already have a query string. */
export function withParams(url: string, params: Record<string, unknown> | undefined): string {
  const query = serializeParams(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
