export { SystemNoticeDialog, TEXT_NOTICE, type SystemNotice, type SystemNoticeDialogProps } from './system-notice-dialog';
