import type { Locale } from './constants.js';

/**
 * The titles of the member console's menu routes, in both languages. The server's member menu tree
 * (apps/server/src/modules/shell/member-menus.ts) names them as `menu.<key>`; the member console
 * shows them from its `menu` strings, and the operator console names the menus it may hide with them.
 */
export const MEMBER_MENU_TITLES = {
  cloudPhone: { 'zh-CN': '云手机', 'en-US': 'Cloud phones' },
  buy: { 'zh-CN': '购买', 'en-US': 'Buy' },
  renew: { 'zh-CN': '续费', 'en-US': 'Renew' },
  keyAccount: { 'zh-CN': '大客户', 'en-US': 'Key accounts' },
  proxy: { 'zh-CN': '代理管理', 'en-US': 'Proxies' },
  setting: { 'zh-CN': '设置', 'en-US': 'Settings' },
  accountInfo: { 'zh-CN': '账号信息', 'en-US': 'Account info' },
  aboutUs: { 'zh-CN': '关于我们', 'en-US': 'About us' },
  customerService: { 'zh-CN': '联系客服', 'en-US': 'Customer service' },
  play: { 'zh-CN': '云手机操作', 'en-US': 'Phone control' },
  groupControl: { 'zh-CN': '群控', 'en-US': 'Group control' },
  redemptionCode: { 'zh-CN': '兑换码', 'en-US': 'Redemption codes' },
  orderRecords: { 'zh-CN': '订单记录', 'en-US': 'Order records' },
  notice: { 'zh-CN': '消息中心', 'en-US': 'Message center' },
  noticeDetail: { 'zh-CN': '消息详情', 'en-US': 'Message detail' },
  accountCenter: { 'zh-CN': '账号中心', 'en-US': 'Account center' },
  empowerPhoneList: { 'zh-CN': '授权管理', 'en-US': 'Authorization' },
  uploadRecords: { 'zh-CN': '上传记录', 'en-US': 'Upload records' },
  recycleBin: { 'zh-CN': '回收站', 'en-US': 'Recycle bin' },
} as const satisfies Record<string, Record<Locale, string>>;
export type MemberMenuTitleKey = keyof typeof MEMBER_MENU_TITLES;

/** The member menu titles in one language, by key (the member console's `menu` strings). */
export function memberMenuTitles(locale: Locale): Record<MemberMenuTitleKey, string> {
  return Object.fromEntries(Object.entries(MEMBER_MENU_TITLES).map(([key, names]) => [key, names[locale]])) as Record<
    MemberMenuTitleKey,
    string
  >;
}

/**
 * The member console's routes the global config's notNeedMenus may hide (hidden at every level of
 * the menu tree), by route name, with the key of the title each shows. The home (CloudPhone) is not
 * among them: hiding it would leave members without their phone list.
 */
export const HIDEABLE_MEMBER_MENUS = {
  PayManage: 'buy',
  RenewManage: 'renew',
  KeyAccount: 'keyAccount',
  Proxy: 'proxy',
  SettingAccount: 'accountInfo',
  SettingAbout: 'aboutUs',
  SettingCustomer: 'customerService',
  Play: 'play',
  GroupControl: 'groupControl',
  RedemptionCode: 'redemptionCode',
  OrderRecords: 'orderRecords',
  Notice: 'notice',
  SeeNotice: 'noticeDetail',
  AccountCenter: 'accountCenter',
  EmpowerPhoneList: 'empowerPhoneList',
  UploadRecords: 'uploadRecords',
  RecycleBin: 'recycleBin',
} as const satisfies Record<string, MemberMenuTitleKey>;
export type HideableMemberMenu = keyof typeof HIDEABLE_MEMBER_MENUS;
export const HIDEABLE_MEMBER_MENU_NAMES = Object.keys(HIDEABLE_MEMBER_MENUS) as HideableMemberMenu[];
