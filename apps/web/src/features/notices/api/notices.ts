import { noticesApi, type NotifyMessagePageQueryInput } from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { noticeKeys } from './notice-keys';

/** How many unread messages the bell's list shows. */
export const BELL_LIST_SIZE = 5;

/** My messages, newest first, a page at a time, with only the filters filled in. */
export const noticePageQuery = (query: NotifyMessagePageQueryInput) =>
  queryOptions({
    queryKey: noticeKeys.page(query),
    queryFn: () => call(noticesApi.endpoints.myPage, query),
    placeholderData: keepPreviousData,
  });

/** The bell's list: the latest unread messages. */
export const latestUnreadQuery = () => noticePageQuery({ pageNo: 1, pageSize: BELL_LIST_SIZE, readStatus: 'false' });

/** One message; reading it marks it read on the server, so it is read afresh on every visit. */
export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: () => call(noticesApi.endpoints.info, { id }),
    staleTime: 0,
    gcTime: 0,
  });

/** Each answers how many messages changed. */
export const markRead = (ids: number[]) => call(noticesApi.endpoints.updateRead, { ids });
export const markAllRead = () => call(noticesApi.endpoints.updateAllRead);
export const removeNotices = (ids: number[]) => call(noticesApi.endpoints.remove, { ids });
