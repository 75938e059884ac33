import {
  MEMBER_ADMIN_STATUS,
  membersAdminApi,
  noticesAdminApi,
  type LegacyNoticeInput,
  type LegacyNoticeUpdateInput,
  type NoticeRecordQueryInput,
  type SendNoticeInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = noticesAdminApi;

export const NOTICES_LIST = ['notices', 'list'] as const;

export const noticeList = (query: NoticeRecordQueryInput) => call(endpoints.list, query);
/** The dialogs show a refusal themselves (passErrors). */
export const createNotice = (input: LegacyNoticeInput) => call(endpoints.create, input, { passErrors: true });
export const updateNotice = (input: LegacyNoticeUpdateInput) => call(endpoints.update, input, { passErrors: true });
export const sendMessage = (input: SendNoticeInput) => call(endpoints.send, input, { passErrors: true });

/** Active members whose phone contains `digits`, for the recipient picker. */
export const findMembers = (digits: string) =>
  call(membersAdminApi.endpoints.page, { phone: digits || undefined, status: MEMBER_ADMIN_STATUS.normal, pageNo: 1, pageSize: 20 });
