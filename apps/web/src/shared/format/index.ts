export { defaultStartTime, DEFAULT_RANGE_DAYS } from './default-start-time';
export { formatFileSize } from './format-file-size';
export { fenToYuan } from './format-money';
export { DEFAULT_TIME_FORMAT, formatTime } from './format-time';
export { NOTICE_BADGE_CAP, noticeBadgeText } from './notice-badge-text';
export { parseTime, type TimeInput } from './parse-time';
export { formatRelativeTime, type RelativeTimeOptions } from './relative-time';
