import {
  feedbackAdminApi,
  type AdminFeedbackPageQueryInput,
  type AdminLeadPageQueryInput,
  type LeadStatusInput,
  type ReplyInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = feedbackAdminApi;

export const FEEDBACK_LIST = ['feedback', 'page'] as const;
export const LEADS_LIST = ['leads', 'page'] as const;

export const FEEDBACK_REPLY = 'system:feedback:reply';
export const LEAD_REPLY = 'member:lead:reply';

/** The feedback list's filters: replied or not, closed or not (the server's `true` / `false`). */
export type FeedbackFilters = Pick<AdminFeedbackPageQueryInput, 'replied' | 'closed'>;
/** The leads list's filters: replied or not, and where the lead stands. */
export type LeadFilters = Pick<AdminLeadPageQueryInput, 'replied' | 'status'>;

export const feedbackPage = (query: AdminFeedbackPageQueryInput) => call(endpoints.page, query);
/** One feedback, fresh; the server marks it read. */
export const getFeedback = (id: number) => call(endpoints.get, { id });
/** The dialog shows a refusal itself. */
export const replyToFeedback = (input: ReplyInput) => call(endpoints.reply, input, { passErrors: true });
export const closeFeedback = (id: number) => call(endpoints.close, { id });

export const leadPage = (query: AdminLeadPageQueryInput) => call(endpoints.leadPage, query);
export const replyToLead = (input: ReplyInput) => call(endpoints.leadReply, input, { passErrors: true });
export const updateLeadStatus = (input: LeadStatusInput) => call(endpoints.leadUpdateStatus, input);
