import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminFeedbackPageQueryInput,
  AdminFeedbackRow,
  AdminKeyAccountLeadRow,
  AdminLeadPageQueryInput,
  FeedbackIdInput,
  FeedbackRow,
  KeyAccountLeadInput,
  KeyAccountLeadRow,
  LeadStatusInput,
  ReplyInput,
} from './feedback.js';
import type { PageQueryInput } from './envelope.js';
import type {
  LegacyNoticeInput,
  LegacyNoticeUpdateInput,
  NoticeIdInput,
  NoticeRecord,
  NoticeRecordQueryInput,
  NotifyIdInput,
  NotifyIdsInput,
  NotifyMessage,
  NotifyMessagePageQueryInput,
  SendNoticeInput,
} from './notices.js';

/**
 * The message center and the bell (spec point 7 "Notices", issue 18); schemas in notices.schemas.ts.
 * The bell's live count is the notice socket (NOTICE_CHANNEL_PATH).
 */
export const noticesApi = {
  tag: 'notices',
  endpoints: {
    unreadCount: getEndpoint<void, number>('/app-api/system/notify-message/get-unread-count'),
    myPage: getEndpoint<NotifyMessagePageQueryInput, PageResult<NotifyMessage>>('/app-api/system/notify-message/my-page'),
    /** Marks it read. */
    info: getEndpoint<NotifyIdInput, NotifyMessage>('/app-api/system/notify-message/info/:id'),
    updateRead: postEndpoint<NotifyIdsInput, number>('/app-api/system/notify-message/update-read'),
    updateAllRead: postEndpoint<void, number>('/app-api/system/notify-message/update-all-read'),
    remove: deleteEndpoint<NotifyIdsInput, number>('/app-api/system/notify-message/removeNotifyMessage', 'member', { inBody: true }),
    /** The legacy count (spec point 7): the same number as unreadCount. */
    countNoRead: getEndpoint<void, number>('/app-api/system/noticeRecord/countNoRead'),
  },
} satisfies ApiArea;

export const noticesAdminApi = {
  tag: 'operator notices',
  endpoints: {
    send: postEndpoint<SendNoticeInput, number>('/admin-api/system/notify-message/send', 'operator', {
      permission: 'system:notice:create',
    }),
    /** The legacy notice (spec point 7): to every active member; answers its noticeId. */
    create: postEndpoint<LegacyNoticeInput, number>('/admin-api/system/notice', 'operator', { permission: 'system:notice:create' }),
    /** Edits a notice and every member's copy of it. */
    update: putEndpoint<LegacyNoticeUpdateInput>('/admin-api/system/notice', 'operator', { permission: 'system:notice:update' }),
    list: getEndpoint<NoticeRecordQueryInput, PageResult<NoticeRecord>>('/admin-api/system/notice/list', 'operator', {
      permission: 'system:notice:query',
    }),
    get: getEndpoint<NoticeIdInput, NoticeRecord>('/admin-api/system/notice/:noticeId', 'operator', { permission: 'system:notice:query' }),
  },
} satisfies ApiArea;

/** The member's own feedback with replies (sending is shellApi.feedback), and key-account leads. */
export const feedbackApi = {
  tag: 'feedback',
  endpoints: {
    myPage: getEndpoint<PageQueryInput, PageResult<FeedbackRow>>('/app-api/system/user-feedback/my-page'),
    createLead: postEndpoint<KeyAccountLeadInput, number>('/app-api/member/key-account-lead/create'),
    /** The member's latest lead, or null: the prospect page shows it instead of the form. */
    myLead: getEndpoint<void, KeyAccountLeadRow | null>('/app-api/member/key-account-lead/mine'),
  },
} satisfies ApiArea;

export const feedbackAdminApi = {
  tag: 'operator feedback',
  endpoints: {
    page: getEndpoint<AdminFeedbackPageQueryInput, PageResult<AdminFeedbackRow>>('/admin-api/system/user-feedback/page', 'operator', {
      permission: 'system:feedback:query',
    }),
    /** Marks it read. */
    get: getEndpoint<FeedbackIdInput, AdminFeedbackRow>('/admin-api/system/user-feedback/get', 'operator', {
      permission: 'system:feedback:query',
    }),
    reply: postEndpoint<ReplyInput>('/admin-api/system/user-feedback/reply', 'operator', { permission: 'system:feedback:reply' }),
    close: putEndpoint<FeedbackIdInput>('/admin-api/system/user-feedback/close', 'operator', { permission: 'system:feedback:reply' }),
    leadPage: getEndpoint<AdminLeadPageQueryInput, PageResult<AdminKeyAccountLeadRow>>(
      '/admin-api/member/key-account-lead/page',
      'operator',
      { permission: 'member:lead:query' },
    ),
    leadReply: postEndpoint<ReplyInput>('/admin-api/member/key-account-lead/reply', 'operator', { permission: 'member:lead:reply' }),
    leadUpdateStatus: putEndpoint<LeadStatusInput>('/admin-api/member/key-account-lead/update-status', 'operator', {
      permission: 'member:lead:reply',
    }),
  },
} satisfies ApiArea;
