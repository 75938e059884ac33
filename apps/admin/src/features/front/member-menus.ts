/**
 * The member console's route names (apps/server/src/modules/shell/member-menus.ts, the `name` of
 * each route), which the global config's notNeedMenus hides at every level. The home (CloudPhone)
 * is left out: hiding it would leave members without their phone list.
 */
export const MEMBER_MENU_NAMES = [
  'PayManage',
  'RenewManage',
  'KeyAccount',
  'Proxy',
  'SettingAccount',
  'SettingAbout',
  'SettingCustomer',
  'Play',
  'GroupControl',
  'RedemptionCode',
  'OrderRecords',
  'Notice',
  'SeeNotice',
  'AccountCenter',
  'EmpowerPhoneList',
  'UploadRecords',
  'RecycleBin',
] as const;
export type MemberMenuName = (typeof MEMBER_MENU_NAMES)[number];
