/** Column headers of an export, in the caller's language. */
export const headersIn = <K extends string>(locale: string, headers: Record<K, [zh: string, en: string]>) =>
  (Object.entries(headers) as [K, [string, string]][]).map(([key, [zh, en]]) => ({ key, header: locale === 'en-US' ? en : zh }));
