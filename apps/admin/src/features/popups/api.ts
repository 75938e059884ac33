import {
  popupNoticesAdminApi,
  type AdminPopupNotice,
  type AdminPopupNoticeQuery,
  type CreatePopupNoticeInput,
  type UpdatePopupNoticeInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = popupNoticesAdminApi;

export const POPUPS_LIST = ['popups', 'page'] as const;

export const popupPage = (query: AdminPopupNoticeQuery) => call(endpoints.page, query);
/** The dialog shows a refusal itself (passErrors). */
export const createPopup = (input: CreatePopupNoticeInput) => call(endpoints.create, input, { passErrors: true });
export const updatePopup = (input: UpdatePopupNoticeInput) => call(endpoints.update, input, { passErrors: true });
export const deletePopup = (id: number) => call(endpoints.remove, { id });

/** Enables or disables a popup: the update replaces the whole notice, so every field goes with it. */
export const setPopupStatus = (
  { id, title, content, contentType, popFrequency, popPriority, msgType, startTime, endTime }: AdminPopupNotice,
  status: number,
) => call(endpoints.update, { id, title, content, contentType, popFrequency, popPriority, msgType, status, startTime, endTime });
