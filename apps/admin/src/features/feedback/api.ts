import { feedbackAdminApi, type AdminFeedbackPageQueryInput, type ReplyInput } from '@cloudphone/contract';
import { call } from '../../shared/api/call';

export const FEEDBACK_LIST = ['feedback', 'page'] as const;
export const LEADS_LIST = ['leads', 'page'] as const;

/** The list's filter: every row, or only those awaiting a reply (or replied). */
export interface RepliedFilter {
  replied?: AdminFeedbackPageQueryInput['replied'];
}

export const feedbackPage = (query: AdminFeedbackPageQueryInput) => call(feedbackAdminApi.endpoints.page, query);
/** The dialog shows a refusal itself. */
export const replyToFeedback = (input: ReplyInput) => call(feedbackAdminApi.endpoints.reply, input, { passErrors: true });

export const leadPage = (query: AdminFeedbackPageQueryInput) => call(feedbackAdminApi.endpoints.leadPage, query);
export const replyToLead = (input: ReplyInput) => call(feedbackAdminApi.endpoints.leadReply, input, { passErrors: true });
