import type { feedbackZhCN } from './strings.zh-cn';

export const feedbackEnUS: typeof feedbackZhCN = {
  status: 'Status',
  pending: 'Awaiting reply',
  replied: 'Replied',
  member: 'Member',
  memberId: 'Member ID',
  createTime: 'Sent',
  replyTime: 'Replied at',
  reply: 'Reply',
  changeReply: 'Change reply',
  replyContent: 'Reply',
  replyPlaceholder: 'Your reply to the member',
  replyHint:
    'The reply reaches the member as a "user feedback reply" message in their message center; replying again replaces the earlier reply.',
  replySent: 'The reply was sent to the member',
  noReply: 'Not replied yet',
  feedback: {
    title: 'Title',
    content: 'Feedback',
    detail: 'Feedback details',
    replyTo: 'Reply to: {{title}}',
  },
  lead: {
    company: 'Company',
    contact: 'Contact',
    phone: 'Phone',
    fleetSize: 'Fleet size',
    message: 'Message',
    detail: 'Enquiry details',
    replyTo: 'Reply to {{company}}',
  },
};
