import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@cloudphone/contract';
import { Pagination as AntPagination } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { findScrollContainer } from './find-scroll-container';
import { scrollTo } from './scroll-to';

/** Spec point 9: after a page change the list scrolls back to its top in 800 ms. */
export const PAGE_CHANGE_SCROLL_MS = 800;

const SIZE_OPTIONS = PAGE_SIZES.map(String);

export interface PaginationProps {
  total: number;
  /** 1-based page. */
  page: number;
  limit?: number;
  /** Called with the new page and page size (a size change may also move the page, to stay in range). */
  onChange(page: number, limit: number): void;
  hidden?: boolean;
  /** Scroll back to the top after a change; on by default. */
  autoScroll?: boolean;
  /** The element to scroll; the nearest scrolling ancestor (or the page) by default. */
  scrollContainer?: () => Element | null;
}

/** The console's list pager (spec point 9): sizes 10/20/30/50, total, sizes, prev, pager, next, jumper. */
export function Pagination({
  total,
  page,
  limit = DEFAULT_PAGE_SIZE,
  onChange,
  hidden,
  autoScroll = true,
  scrollContainer,
}: PaginationProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const cancelScroll = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelScroll.current?.(), []);

  const handleChange = (nextPage: number, nextLimit: number) => {
    onChange(nextPage, nextLimit);
    if (!autoScroll) return;
    cancelScroll.current?.();
    const container = scrollContainer?.() ?? findScrollContainer(rootRef.current);
    cancelScroll.current = scrollTo(0, PAGE_CHANGE_SCROLL_MS, container);
  };

  if (hidden) return null;
  return (
    <div ref={rootRef} data-testid="pagination" style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0' }}>
      <AntPagination
        total={total}
        current={page}
        pageSize={limit}
        pageSizeOptions={SIZE_OPTIONS}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => t('table.total', { count })}
        onChange={handleChange}
      />
    </div>
  );
}
