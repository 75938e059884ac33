import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { PageResult, PhonePageQueryInput, PhoneRow } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { phoneKeys, toPageQuery, type PhoneListFilters } from './phone-keys';

/** Rows per request: big enough that a 5,000-phone fleet is 25 requests, small enough to answer fast. */
export const PHONE_PAGE_SIZE = 200;

export type PhonePage = PageResult<PhoneRow>;
export type PhonePages = InfiniteData<PhonePage>;

/** POST /app-api/trade/phone/app-page: one page of the member's phones, filtered and sorted by the server. */
export const getPhonePage = (query: PhonePageQueryInput) => api.post<PhonePage>('/app-api/trade/phone/app-page', query);

/** The list, page by page as the member scrolls (useInfiniteQuery). */
export const phoneListQuery = (filters: PhoneListFilters) =>
  infiniteQueryOptions({
    queryKey: phoneKeys.list(filters),
    queryFn: ({ pageParam }) => getPhonePage({ ...toPageQuery(filters), pageNo: pageParam, pageSize: PHONE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: PhonePage, pages: PhonePage[]) => (pages.length * PHONE_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });
