import { POPUP_MSG_TYPES, POPUP_PAGE_SIZE, POPUP_STATUS, type PageResult, type PopupNotice } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/**
 * GET /app-api/system/notify-msg-manager/page with the spec's query (page 1 of 300, message types
 * 3 and 4, enabled only). Any failure reads as an empty list, silently (spec point 8).
 */
export async function getPopupNotices(nowDateTime: string): Promise<PopupNotice[]> {
  try {
    const page = await api.get<PageResult<PopupNotice> | null>(
      '/app-api/system/notify-msg-manager/page',
      { pageNo: 1, pageSize: POPUP_PAGE_SIZE, nowDateTime, msgType: [...POPUP_MSG_TYPES], status: POPUP_STATUS.enabled },
      { passErrors: true },
    );
    return Array.isArray(page?.list) ? page.list : [];
  } catch {
    return [];
  }
}
