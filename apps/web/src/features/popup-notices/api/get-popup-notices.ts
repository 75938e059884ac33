import { POPUP_MSG_TYPES, POPUP_PAGE_SIZE, POPUP_STATUS, popupNoticesApi, type PopupNotice } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/**
 * GET /app-api/system/notify-msg-manager/page with the spec's query (page 1 of 300, message types
 * 3 and 4, enabled only). Any failure reads as an empty list, silently (spec point 8).
 */
export async function getPopupNotices(nowDateTime: string): Promise<PopupNotice[]> {
  try {
    const page: { list?: unknown } | null = await call(
      popupNoticesApi.endpoints.page,
      { pageNo: 1, pageSize: POPUP_PAGE_SIZE, nowDateTime, msgType: [...POPUP_MSG_TYPES], status: POPUP_STATUS.enabled },
      { passErrors: true },
    );
    return Array.isArray(page?.list) ? (page.list as PopupNotice[]) : [];
  } catch {
    return [];
  }
}
