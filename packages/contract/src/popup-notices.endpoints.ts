import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminPopupNotice,
  AdminPopupNoticeQuery,
  CreatePopupNoticeInput,
  PopupNotice,
  PopupNoticeId,
  PopupNoticeQuery,
  UpdatePopupNoticeInput,
} from './popup-notices.js';

/** The popup notices the member console shows (spec point 7); schemas in popup-notices.schemas.ts. */
export const popupNoticesApi = {
  tag: 'popup notices',
  endpoints: {
    page: getEndpoint<PopupNoticeQuery, PageResult<PopupNotice>>('/app-api/system/notify-msg-manager/page'),
  },
} satisfies ApiArea;

/** The operator's popup notices: every notice, create, replace, delete. */
export const popupNoticesAdminApi = {
  tag: 'operator popup notices',
  endpoints: {
    page: getEndpoint<AdminPopupNoticeQuery, PageResult<AdminPopupNotice>>('/admin-api/system/notify-msg-manager/page', 'operator', {
      permission: 'system:popup:query',
    }),
    create: postEndpoint<CreatePopupNoticeInput, number>('/admin-api/system/notify-msg-manager/create', 'operator', {
      permission: 'system:popup:create',
    }),
    update: putEndpoint<UpdatePopupNoticeInput>('/admin-api/system/notify-msg-manager/update', 'operator', {
      permission: 'system:popup:update',
    }),
    remove: deleteEndpoint<PopupNoticeId>('/admin-api/system/notify-msg-manager/delete', 'operator', { permission: 'system:popup:delete' }),
  },
} satisfies ApiArea;
