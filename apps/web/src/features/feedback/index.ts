export { sendFeedback } from './api/send-feedback';
export { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';
