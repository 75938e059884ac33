import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { PageResult, PhonePageQueryInput, PhoneRow } from '@cloudphone/contract';
import { takeEarly } from '../../../shared/api/early-requests';
import { getPhonePage, PHONE_PAGE_SIZE, phonePageKey } from './first-requests';
import { phoneKeys, toPageQuery, type PhoneListFilters } from './phone-keys';

export { getPhonePage, PHONE_PAGE_SIZE };

export type PhonePage = PageResult<PhoneRow>;
export type PhonePages = InfiniteData<PhonePage>;

/** The list, page by page as the member scrolls (useInfiniteQuery). */
export const phoneListQuery = (filters: PhoneListFilters) =>
  infiniteQueryOptions({
    queryKey: phoneKeys.list(filters),
    queryFn: ({ pageParam }) => {
      const query: PhonePageQueryInput = { ...toPageQuery(filters), pageNo: pageParam, pageSize: PHONE_PAGE_SIZE };
      return takeEarly(phonePageKey(query), () => getPhonePage(query));
    },
    initialPageParam: 1,
    getNextPageParam: (last: PhonePage, pages: PhonePage[]) => (pages.length * PHONE_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });
