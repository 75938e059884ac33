import type { Locale } from './constants.js';
import { offerMessages } from './offer-messages.js';
import { orderMessages } from './order-messages.js';
import { redeemMessages } from './redeem-messages.js';
import { proxyMessages } from './proxy-messages.js';
import { accountMessages } from './account-messages.js';
import { sharingMessages } from './sharing-messages.js';
import { phoneMessages } from './phone-messages.js';
import { phoneLabelMessages } from './phone-label-messages.js';
import { uploadMessages } from './upload-messages.js';
import { systemAdminMessages } from './system-admin-messages.js';
import { operatorsAdminMessages } from './operators-admin-messages.js';
import { membersAdminMessages } from './members-admin-messages.js';
import { fleetAdminMessages } from './fleet-admin-messages.js';
import type { serverMessages } from './server-messages.js';

type Entry = Record<Locale, string>;

/**
 * Every user-facing server message and every validation message, in both locales.
 * Keys are stable; `{name}` placeholders are filled by `translate`.
 */
export const messages = {
  // HTTP classes (spec point 8)
  'http.401': { 'zh-CN': '认证失败，无法访问系统资源', 'en-US': 'Authentication failed, cannot access system resources' },
  'http.403': { 'zh-CN': '当前操作没有权限', 'en-US': 'Current operation has no permission' },
  'http.404': { 'zh-CN': '访问资源不存在', 'en-US': 'The requested resource does not exist' },
  'http.500': { 'zh-CN': '系统未知错误，请反馈给管理员', 'en-US': 'Unknown system error, please report to the administrator' },
  'session.expired': { 'zh-CN': '登录状态已过期，请重新登录', 'en-US': 'Login has expired, please log in again' },
  'session.occupied': { 'zh-CN': '您的账号已在其他设备登录', 'en-US': 'Your account is already logged in on another device' },
  // Validation (spec point 5)
  'validation.phone.required': { 'zh-CN': '请输入手机号', 'en-US': 'Please enter the phone number' },
  'validation.phone.invalid': { 'zh-CN': '请输入正确的手机号', 'en-US': 'Please enter a valid phone number' },
  'validation.password.required': { 'zh-CN': '请输入密码', 'en-US': 'Please enter the password' },
  'validation.password.rule': {
    'zh-CN': '请输入 8-20 位的大小写字母数字特殊符号组合',
    'en-US': 'Please enter 8-20 characters combining upper and lower case letters, digits and special characters',
  },
  'validation.password.mismatch': { 'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords do not match' },
  'validation.confirm.required': { 'zh-CN': '请再次输入密码', 'en-US': 'Please enter the password again' },
  'validation.captcha.required': { 'zh-CN': '请输入图形验证码', 'en-US': 'Please enter the image code' },
  'validation.smsCode.required': { 'zh-CN': '请输入验证码', 'en-US': 'Please enter the verification code' },
  'validation.smsCode.format': { 'zh-CN': '验证码为 6 位数字', 'en-US': 'The verification code is 6 digits' },
  'validation.email.required': { 'zh-CN': '请输入邮箱地址', 'en-US': 'Please enter the e-mail address' },
  'validation.email.invalid': { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'Please enter a valid e-mail address' },
  'validation.userName.required': { 'zh-CN': '请输入用户名', 'en-US': 'Please enter the user name' },
  'validation.userName.length': { 'zh-CN': '用户名长度为 2-20 个字符', 'en-US': 'The user name is 2-20 characters' },
  'validation.protocols.required': {
    'zh-CN': '请先阅读并同意用户协议、隐私政策、第三方共享清单和儿童个人信息保护规则',
    'en-US': "Please read and agree to the user agreement, privacy policy, third-party sharing list and children's rules",
  },
  'validation.username.required': { 'zh-CN': '请输入账号', 'en-US': 'Please enter the account' },
  'validation.feedbackTitle.required': { 'zh-CN': '请输入反馈标题', 'en-US': 'Please enter a title' },
  'validation.feedbackTitle.max': { 'zh-CN': '标题不能超过 100 个字符', 'en-US': 'The title can be at most 100 characters' },
  'validation.feedbackContent.required': { 'zh-CN': '请输入反馈内容', 'en-US': 'Please enter the content' },
  'validation.feedbackContent.max': { 'zh-CN': '内容不能超过 300 个字符', 'en-US': 'The content can be at most 300 characters' },
  'validation.notice.title': { 'zh-CN': '公告标题不能为空', 'en-US': 'Notice title cannot be empty' },
  'validation.notice.type': { 'zh-CN': '公告类型不能为空', 'en-US': 'Notice type cannot be empty' },
  'validation.popup.title': { 'zh-CN': '弹窗标题不能为空', 'en-US': 'Popup title cannot be empty' },
  'validation.popup.titleMax': { 'zh-CN': '弹窗标题不能超过 100 个字符', 'en-US': 'The popup title can be at most 100 characters' },
  'validation.popup.content': { 'zh-CN': '弹窗内容不能为空', 'en-US': 'Popup content cannot be empty' },
  'validation.popup.contentMax': { 'zh-CN': '弹窗内容不能超过 10000 个字符', 'en-US': 'The popup content can be at most 10000 characters' },
  'validation.popup.contentType': {
    'zh-CN': '内容类型只能是 1（图片）或 2（文本）',
    'en-US': 'The content type must be 1 (image) or 2 (text)',
  },
  'validation.popup.frequency': {
    'zh-CN': '弹窗频率只能是 1（每次）、2（每天一次）或 3（仅一次）',
    'en-US': 'The popup frequency must be 1 (every time), 2 (once a day) or 3 (once only)',
  },
  'validation.popup.priority': { 'zh-CN': '弹窗优先级为 0-9999 的整数', 'en-US': 'The popup priority is a whole number from 0 to 9999' },
  'validation.popup.msgType': { 'zh-CN': '消息类型只能是 3 或 4', 'en-US': 'The message type must be 3 or 4' },
  'validation.popup.status': { 'zh-CN': '状态不正确', 'en-US': 'The status is invalid' },
  'validation.popup.time': { 'zh-CN': '时间格式不正确', 'en-US': 'The time is invalid' },
  'validation.popup.window': { 'zh-CN': '结束时间必须晚于开始时间', 'en-US': 'The end time must be after the start time' },
  'validation.popup.nowDateTime': {
    'zh-CN': '当前时间格式应为 yyyy-MM-dd HH:mm:ss',
    'en-US': 'The current time must be formatted yyyy-MM-dd HH:mm:ss',
  },
  'validation.popup.pageSize': { 'zh-CN': '每页条数为 1-300', 'en-US': 'The page size is 1 to 300' },
  'validation.text.control': {
    'zh-CN': '输入内容不能包含控制字符',
    'en-US': 'The input must not contain control characters',
  },
  'validation.invalid': { 'zh-CN': '请求参数不正确', 'en-US': 'The request parameters are invalid' },

  // Auth and codes
  'captcha.invalid': { 'zh-CN': '图形验证码错误或已过期', 'en-US': 'The image code is wrong or has expired' },
  'sms.sent': { 'zh-CN': '验证码已发送', 'en-US': 'Verification code sent' },
  'sms.invalid': { 'zh-CN': '验证码不正确', 'en-US': 'The verification code is incorrect' },
  'sms.expired': { 'zh-CN': '验证码已过期，请重新获取', 'en-US': 'The verification code has expired, please request a new one' },
  'sms.used': { 'zh-CN': '验证码已使用，请重新获取', 'en-US': 'The verification code has already been used, please request a new one' },
  'mail.sent': { 'zh-CN': '邮件验证码已发送', 'en-US': 'E-mail code sent' },
  'register.failed': { 'zh-CN': '注册失败', 'en-US': 'Registration failed' },
  'refresh.invalid': { 'zh-CN': '登录状态已过期，请重新登录', 'en-US': 'Login has expired, please log in again' },
  ...phoneMessages,
  ...uploadMessages,
  ...offerMessages,
  ...orderMessages,
  ...redeemMessages,
  ...sharingMessages,
  ...proxyMessages,
  ...accountMessages,
  ...phoneLabelMessages,
  ...systemAdminMessages,
  ...operatorsAdminMessages,
  ...membersAdminMessages,
  ...fleetAdminMessages,
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof messages | keyof typeof serverMessages;

let extra: Record<string, Entry> = {};

/** The server's own messages (server-messages.ts), added once at start; the console never adds them. */
export function addServerMessages(more: Record<string, Entry>) {
  extra = { ...extra, ...more };
}

const entryOf = (key: string): Entry | undefined =>
  Object.prototype.hasOwnProperty.call(messages, key) ? (messages as Record<string, Entry>)[key] : extra[key];

export function isMessageKey(key: string): key is MessageKey {
  return entryOf(key) !== undefined;
}

export function translate(key: MessageKey, locale: Locale, params?: Record<string, string | number>): string {
  const entry = entryOf(key);
  if (!entry) throw new Error(`no message ${key}`);
  let text = entry[locale];
  if (params) for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

/** Picks zh-CN or en-US from an Accept-Language header; zh-CN is the fallback (spec point 1). */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return 'zh-CN';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}
