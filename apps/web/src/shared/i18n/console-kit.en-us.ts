import type { consoleKitZhCN } from './console-kit.zh-cn';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** English strings of the shared console pieces; same keys as console-kit.zh-cn.ts. */
export const consoleKitEnUS: Strings<typeof consoleKitZhCN> = {
  interaction: {
    copied: 'Copied',
    copyFailed: 'Copy failed',
    fullscreenUnsupported: 'Your browser does not support fullscreen',
  },
  table: {
    total: 'Total {{count}}',
    showSearch: 'Show search',
    hideSearch: 'Hide search',
    refresh: 'Refresh',
    columns: 'Show/hide columns',
    columnsShown: 'Shown',
    columnsHidden: 'Hidden',
  },
  feedbackDialog: {
    title: 'Feedback',
    titleLabel: 'Title',
    titlePlaceholder: 'Please enter a title',
    contentLabel: 'Content',
    contentPlaceholder: 'Describe the problem you met or your suggestion',
    submit: 'Submit',
    cancel: 'Cancel',
    success: 'Feedback sent, thank you',
  },
  systemNotice: {
    confirm: 'Got it',
    close: 'Close',
  },
  noticeBell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{count}} unread',
    networkWarning: 'The notification connection failed, please check your network',
  },
};
