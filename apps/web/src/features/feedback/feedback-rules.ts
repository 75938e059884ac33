import { FEEDBACK_CONTENT_MAX, FEEDBACK_TITLE_MAX } from '@cloudphone/contract';
import type { Rule } from 'antd/es/form';
import { tm } from '../../shared/i18n/message';

/**
 * Spec point 5 as antd rules, with the contract's limits and messages (the server checks the same
 * FeedbackSchema). Empty and too long are separate rules so each shows its own message; whitespace
 * alone counts as empty because the server trims.
 */
export const feedbackTitleRules = (): Rule[] => [
  { required: true, whitespace: true, message: tm('validation.feedbackTitle.required') },
  { max: FEEDBACK_TITLE_MAX, message: tm('validation.feedbackTitle.max') },
];

export const feedbackContentRules = (): Rule[] => [
  { required: true, whitespace: true, message: tm('validation.feedbackContent.required') },
  { max: FEEDBACK_CONTENT_MAX, message: tm('validation.feedbackContent.max') },
];
