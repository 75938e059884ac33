import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageQuery, pageResult } from './envelope.js';
import {
  AdminFeedbackPageQuerySchema,
  AdminFeedbackRowSchema,
  AdminKeyAccountLeadRowSchema,
  AdminLeadPageQuerySchema,
  FeedbackIdSchema,
  FeedbackRowSchema,
  KeyAccountLeadRowSchema,
  KeyAccountLeadSchema,
  LeadStatusSchema,
  ReplySchema,
} from './feedback.js';
import type { feedbackAdminApi, feedbackApi, noticesAdminApi, noticesApi } from './notices.endpoints.js';
import {
  LegacyNoticeSchema,
  LegacyNoticeUpdateSchema,
  NoticeIdSchema,
  NoticeRecordQuerySchema,
  NoticeRecordSchema,
  NotifyIdSchema,
  NotifyIdsSchema,
  NotifyMessagePageQuerySchema,
  NotifyMessageSchema,
  SendNoticeSchema,
} from './notices.js';

export const noticesSchemas = {
  unreadCount: { summary: "The member's unread message count", reply: z.number().int() },
  myPage: {
    summary: "The member's messages, newest first; filters: title (contains), readStatus",
    input: NotifyMessagePageQuerySchema,
    reply: pageResult(NotifyMessageSchema),
  },
  info: { summary: 'One of the member’s messages; marks it read', input: NotifyIdSchema, reply: NotifyMessageSchema },
  updateRead: {
    summary: 'Mark messages read; an id that is not the caller’s fails the whole call; answers how many changed',
    input: NotifyIdsSchema,
    reply: z.number().int(),
  },
  updateAllRead: { summary: "Mark all the member's messages read; answers how many changed", reply: z.number().int() },
  remove: {
    summary: 'Delete messages (JSON body { ids }); an id that is not the caller’s fails the whole call and deletes nothing',
    input: NotifyIdsSchema,
    reply: z.number().int(),
  },
  countNoRead: { summary: 'Legacy unread count (the same number as get-unread-count)', reply: z.number().int() },
} satisfies EndpointSchemas<typeof noticesApi.endpoints>;

export const noticesAdminSchemas = {
  send: {
    summary: 'Send a message to one member (memberPhone), to chosen members (memberIds) or to every active member; returns how many got it',
    input: SendNoticeSchema,
    reply: z.number().int(),
  },
  create: {
    summary: 'Send a notice (noticeTitle, noticeType 1–4, noticeContent) to every active member; answers its noticeId',
    input: LegacyNoticeSchema,
    reply: z.number().int(),
  },
  update: {
    summary: 'Edit a sent notice: every member’s copy shows the edit (read or not as it was)',
    input: LegacyNoticeUpdateSchema,
    reply: z.boolean(),
  },
  list: {
    summary: 'The notices operators sent, newest first; filters noticeTitle (contains), noticeType',
    input: NoticeRecordQuerySchema,
    reply: pageResult(NoticeRecordSchema),
  },
  get: { summary: 'One sent notice', input: NoticeIdSchema, reply: NoticeRecordSchema },
} satisfies EndpointSchemas<typeof noticesAdminApi.endpoints>;

export const feedbackSchemas = {
  myPage: {
    summary: "The member's feedback, newest first, with the operator's reply",
    input: pageQuery,
    reply: pageResult(FeedbackRowSchema),
  },
  createLead: {
    summary: 'Ask for the enterprise (key-account) offer: company, contact, phone, fleet size, message',
    input: KeyAccountLeadSchema,
    reply: z.number().int(),
  },
  myLead: { summary: "The member's latest key-account lead with its reply, or null", reply: KeyAccountLeadRowSchema.nullable() },
} satisfies EndpointSchemas<typeof feedbackApi.endpoints>;

export const feedbackAdminSchemas = {
  page: {
    summary: 'Members’ feedback, newest first, each with read and closed; replied and closed filters',
    input: AdminFeedbackPageQuerySchema,
    reply: pageResult(AdminFeedbackRowSchema),
  },
  get: { summary: 'One feedback; marks it read (the first time)', input: FeedbackIdSchema, reply: AdminFeedbackRowSchema },
  reply: {
    summary: 'Reply to a feedback: stored on it and sent to the member as a message of type 2',
    input: ReplySchema,
    reply: z.boolean(),
  },
  close: {
    summary: 'Close a feedback: no further reply expected (it leaves the open count); closing twice is fine',
    input: FeedbackIdSchema,
    reply: z.boolean(),
  },
  leadPage: {
    summary: 'Key-account leads, newest first, each with its status; replied and status filters',
    input: AdminLeadPageQuerySchema,
    reply: pageResult(AdminKeyAccountLeadRowSchema),
  },
  leadReply: {
    summary: 'Answer a lead: stored on it and sent to the member as a message of type 2',
    input: ReplySchema,
    reply: z.boolean(),
  },
  leadUpdateStatus: {
    summary: 'Set where a lead stands: 0 new, 1 contacted, 2 won, 3 lost',
    input: LeadStatusSchema,
    reply: z.boolean(),
  },
} satisfies EndpointSchemas<typeof feedbackAdminApi.endpoints>;
