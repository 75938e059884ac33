/** Business constants of spec point 9 that both sides need. */
export const APP_VERSION = '2.2.0';
export const VERSION_CODE = '202503201';
export const TERMINAL = 'WEB';
export const DEFAULT_CHANNEL_CODE = 'default';
export const DEFAULT_LOGIN_WAY = 'phone';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const TOKEN_COOKIE = 'Admin-Token';

/** The permission that passes every permission check (spec point 6: the wildcard; admin operators hold it). */
export const ALL_PERMISSIONS = '*:*:*';

/**
 * What a member may use, one tag per area of the console besides the phone list, which is always
 * there (spec point 6). Every member holds all of them unless an operator switches an area off for
 * the site; routes, menus and the server's checks follow.
 */
export const MEMBER_PERMISSIONS = [
  'phone:control',
  'order:buy',
  'order:renew',
  'order:records',
  'key-account:view',
  'proxy:manage',
  'redemption:use',
  'authorization:manage',
  'upload:records',
  'notice:view',
  'account:center',
  'setting:view',
  'recycle-bin:view',
] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Cookie mirroring the chosen language, so the server can send the sign-in pages pre-rendered in it. */
export const LOCALE_COOKIE = 'locale';

export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const WS_RECONNECT_MS = 5000;
export const REQUEST_TIMEOUT_MS = 6_000_000;

/**
 * Scenes an SMS code can be issued for; a code only works in its own scene. 'paternity': the
 * holder of an account reads it to the owner adding that account as a sub-account (decision 025).
 */
export const SMS_SCENES = ['login', 'register', 'reset-password', 'bind', 'paternity', 'delete-account'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const REGISTER_TYPES = ['phone', 'email'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

export const PROTOCOL_DOCUMENTS = ['user-agreement', 'privacy-policy', 'third-party-sharing', 'children-rules'] as const;
export type ProtocolDocument = (typeof PROTOCOL_DOCUMENTS)[number];
