import type { MessageKey } from './messages.js';

/**
 * The one error catalogue (ARCHITECTURE.md section 5): business code, HTTP status class and message.
 * Module codes follow the 1_MMM_SSS_NNN pattern of the console this product replaces.
 */
export const errorCatalogue = {
  BAD_REQUEST: { code: 400, status: 400, message: 'http.400' },
  UNAUTHORIZED: { code: 401, status: 401, message: 'http.401' },
  SESSION_EXPIRED: { code: 401, status: 401, message: 'session.expired' },
  SESSION_OCCUPIED: { code: 401, status: 401, message: 'session.occupied' },
  FORBIDDEN: { code: 403, status: 403, message: 'http.403' },
  NOT_FOUND: { code: 404, status: 404, message: 'http.404' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, message: 'http.429' },
  INTERNAL: { code: 500, status: 500, message: 'http.500' },
  BUSINESS_REJECTED: { code: 1011000022, status: 400, message: 'business.rejected' },
  MEMBER_DISABLED: { code: 4100100102, status: 403, message: 'member.disabled' },

  AUTH_BAD_CREDENTIALS: { code: 1004003000, status: 400, message: 'auth.badCredentials' },
  AUTH_LOCKED: { code: 1004003001, status: 429, message: 'auth.locked' },
  CAPTCHA_INVALID: { code: 1004003010, status: 400, message: 'captcha.invalid' },
  SMS_CODE_INVALID: { code: 1004003020, status: 400, message: 'sms.invalid' },
  SMS_CODE_EXPIRED: { code: 1004003021, status: 400, message: 'sms.expired' },
  SMS_CODE_USED: { code: 1004003022, status: 400, message: 'sms.used' },
  SMS_DAILY_LIMIT: { code: 1004003023, status: 429, message: 'sms.dailyLimit' },
  SMS_TOO_FREQUENT: { code: 1004003024, status: 429, message: 'sms.tooFrequent' },
  SMS_IP_LIMIT: { code: 1004003025, status: 429, message: 'sms.ipLimit' },
  SMS_SEND_FAILED: { code: 1004003026, status: 502, message: 'sms.sendFailed' },
  MAIL_SEND_FAILED: { code: 1004003027, status: 502, message: 'mail.sendFailed' },
  REGISTER_FAILED: { code: 1004003030, status: 400, message: 'register.failed' },
  REGISTER_PHONE_TAKEN: { code: 1004003031, status: 409, message: 'register.phoneTaken' },
  REGISTER_EMAIL_TAKEN: { code: 1004003032, status: 409, message: 'register.emailTaken' },
  REGISTER_CLOSED: { code: 1004003033, status: 400, message: 'register.closed' },
  RESET_NO_ACCOUNT: { code: 1004003034, status: 400, message: 'reset.noAccount' },
  REFRESH_INVALID: { code: 401, status: 401, message: 'refresh.invalid' },
  SOCIAL_UNKNOWN_PROVIDER: { code: 1004003040, status: 400, message: 'social.unknownProvider' },
  SOCIAL_BAD_STATE: { code: 1004003041, status: 400, message: 'social.badState' },
  SOCIAL_FAILED: { code: 1004003042, status: 502, message: 'social.failed' },
  SOCIAL_BIND_EXPIRED: { code: 1004003043, status: 400, message: 'social.bindExpired' },

  OPERATOR_BAD_CREDENTIALS: { code: 1002000000, status: 400, message: 'operator.badCredentials' },
  OPERATOR_DISABLED: { code: 1002000001, status: 403, message: 'operator.disabled' },
  NOTICE_NO_MEMBER: { code: 1002001000, status: 404, message: 'notice.noMember' },
  POPUP_NOT_FOUND: { code: 1002002000, status: 404, message: 'popup.notFound' },
  PHONE_NOT_FOUND: { code: 1011001000, status: 404, message: 'phones.notFound' },
  PHONE_BUSY: { code: 1011001001, status: 409, message: 'phones.busy' },
  PHONE_VIEW_ONLY: { code: 1011001002, status: 403, message: 'phones.viewOnly' },
  PHONE_AUTHORIZED_IN_BATCH: { code: 1011001003, status: 400, message: 'phones.authorizedInBatch' },
  PHONE_QUOTA_EXHAUSTED: { code: 1011001004, status: 400, message: 'phones.quotaExhausted' },
  PHONE_NO_FREE_DEVICE: { code: 1011001005, status: 503, message: 'phones.noFreeDevice' },
  PHONE_TRIAL_USED: { code: 1011001006, status: 409, message: 'phones.trial.used' },
  GROUP_NOT_FOUND: { code: 1011002000, status: 404, message: 'groups.notFound' },
  GROUP_NAME_TAKEN: { code: 1011002001, status: 409, message: 'groups.name.taken' },
  TAG_NOT_FOUND: { code: 1011003000, status: 404, message: 'tags.notFound' },
  TAG_NAME_TAKEN: { code: 1011003001, status: 409, message: 'tags.name.taken' },
  TAG_LIMIT: { code: 1011003002, status: 400, message: 'tags.max' },
} as const satisfies Record<string, { code: number; status: number; message: MessageKey }>;

export type ErrorName = keyof typeof errorCatalogue;
