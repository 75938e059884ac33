import type { ProxyPageQuery } from '@cloudphone/contract';

/** The page's cache keys. */
export const proxyKeys = {
  all: () => ['proxies'] as const,
  page: (query: ProxyPageQuery) => ['proxies', 'page', query] as const,
  groups: () => ['proxies', 'groups'] as const,
};

/** The phone list shows each phone's proxy: deleting proxies (which unbinds them) refreshes it. */
export const PHONE_VIEWS = ['phones'] as const;
