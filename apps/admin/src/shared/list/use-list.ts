import { DEFAULT_PAGE_SIZE, type PageResult } from '@cloudphone/contract';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** The paging every operator list sends (RuoYi's names). */
export interface PageParams {
  pageNo: number;
  pageSize: number;
}

export interface ListOptions<Row, F extends object> {
  /** The list's key; filters and page are appended. Invalidate it after a change to refetch. */
  queryKey: QueryKey;
  fetchPage(query: F & PageParams): Promise<PageResult<Row>>;
  initialFilters: F;
  pageSize?: number;
}

/**
 * A server-paged list: the applied filters, the page, and the query for them. A new search goes
 * back to page 1; the previous page stays on screen while the next one loads.
 */
export function useList<Row, F extends object>({
  queryKey,
  fetchPage,
  initialFilters,
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
}: ListOptions<Row, F>) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPage] = useState<PageParams>({ pageNo: 1, pageSize: initialSize });
  const query = useQuery({
    queryKey: [...queryKey, filters, page],
    queryFn: () => fetchPage({ ...filters, ...page }),
    placeholderData: keepPreviousData,
  });
  return {
    filters,
    page,
    query,
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    search: (next: F) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: 1 }));
    },
    reset: () => {
      setFilters(initialFilters);
      setPage((current) => ({ ...current, pageNo: 1 }));
    },
    changePage: (pageNo: number, pageSize: number) =>
      // A new page size starts again from the first page (the old page number may not exist).
      setPage((current) => ({ pageNo: pageSize === current.pageSize ? pageNo : 1, pageSize })),
  };
}

export type ListState<Row, F extends object> = ReturnType<typeof useList<Row, F>>;
