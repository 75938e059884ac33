import { feedbackApi, type PageQueryInput } from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { noticeKeys } from './notice-keys';

/** The feedback I sent (the top bar's feedback dialog), newest first, with the operator's reply once there is one. */
export const myFeedbackQuery = (query: PageQueryInput) =>
  queryOptions({
    queryKey: noticeKeys.feedback(query),
    queryFn: () => call(feedbackApi.endpoints.myPage, query),
    placeholderData: keepPreviousData,
  });
