import { shellApi, type FeedbackInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** Resolves the new feedback's id. The console always sends source "1". */
export function sendFeedback({ feedbackTitle, feedbackContent }: Pick<FeedbackInput, 'feedbackTitle' | 'feedbackContent'>) {
  return call(shellApi.endpoints.feedback, { feedbackTitle, feedbackContent, feedbackSource: '1' });
}
