import { DEFAULT_PAGE_SIZE } from '@cloudphone/contract';
import { useState } from 'react';
import type { PaginationProps } from './pagination';

/**
 * A paged list's page and size, and the pager's props for it: hidden while one first page holds
 * every row (spec point 9's lists show no pager then).
 */
export function usePaging(initialLimit = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  const pagerFor = (total: number): PaginationProps => ({
    total,
    page,
    limit,
    hidden: total <= limit && page === 1,
    onChange: (nextPage, nextLimit) => {
      setPage(nextPage);
      setLimit(nextLimit);
    },
  });
  return { page, limit, setPage, pagerFor };
}
