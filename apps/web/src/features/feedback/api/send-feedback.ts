import type { FeedbackInput } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** POST /app-api/system/user-feedback/feedback; resolves the new feedback's id. The console always sends source "1". */
export function sendFeedback({ feedbackTitle, feedbackContent }: Pick<FeedbackInput, 'feedbackTitle' | 'feedbackContent'>) {
  return api.post<number>('/app-api/system/user-feedback/feedback', { feedbackTitle, feedbackContent, feedbackSource: '1' });
}
