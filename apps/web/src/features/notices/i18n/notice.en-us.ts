import type { noticeZhCN } from './notice.zh-cn';

/** The "notice" locale module in English (features/notices). */
export const noticeEnUS: typeof noticeZhCN = {
  notice: {
    title: 'Message center',
    intro: 'System notifications, replies to your feedback, and reminders of cloud phones about to expire or expired arrive here.',
    tabs: { messages: 'Messages', feedback: 'My feedback' },
    filters: {
      title: 'Title',
      titlePlaceholder: 'Enter a title',
      readStatus: 'Read status',
      allStatuses: 'All',
      search: 'Search',
      reset: 'Reset',
    },
    toolbar: {
      delete: 'Delete',
      markRead: 'Mark as read',
      markAllRead: 'Mark all as read',
      selected: '{{count}} selected',
    },
    columns: {
      title: 'Title',
      type: 'Type',
      readStatus: 'Read status',
      time: 'Time',
      actions: 'Actions',
    },
    types: {
      allMembers: 'Notice to all members',
      feedbackReply: 'Feedback reply',
      dueReminder: 'Due reminder',
      expiredReminder: 'Expired reminder',
      other: 'Notification',
    },
    status: { read: 'Read', unread: 'Unread' },
    view: 'View',
    empty: 'No messages',
    delete: {
      title: 'Delete messages',
      text: 'Delete the {{count}} selected message(s)? This cannot be undone.',
      ok: 'Delete',
      done: 'Deleted successfully',
    },
    done: {
      markedRead: '{{count}} message(s) marked as read',
      allRead: 'All messages marked as read',
      noneUnread: 'No unread messages',
    },
    detail: {
      back: 'Back',
      type: 'Type',
      time: 'Time',
      missing: 'The message does not exist or has been deleted',
    },
    bell: {
      title: 'Unread messages',
      empty: 'No unread messages',
      viewAll: 'View all',
    },
    feedback: {
      intro: 'What you sent with "Feedback" in the top bar, and our replies.',
      content: 'Content',
      time: 'Sent at',
      reply: 'Reply',
      awaiting: 'Awaiting reply',
      repliedAt: 'Replied at {{time}}',
      empty: 'You have not sent any feedback yet',
    },
  },
};
