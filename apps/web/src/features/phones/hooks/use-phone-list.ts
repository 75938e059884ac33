import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { phoneListQuery } from '../api/get-phone-page';
import type { PhoneListFilters } from '../api/phone-keys';
import { rowsOf } from '../phone-cache';

/**
 * The phone list for the filters, 200 rows a request as the member scrolls (server-side paging,
 * filtering and sorting). `rows` is every loaded row.
 */
export function usePhoneList(filters: PhoneListFilters) {
  const query = useInfiniteQuery(phoneListQuery(filters));
  const rows = useMemo(() => rowsOf(query.data), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, rows, total };
}
