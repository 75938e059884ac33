import type { MemberPermission, MenuRoute } from '@cloudphone/contract';

/** A top-level entry: a shell (`Layout`) whose one child carries the spec's path, so it shows as one item. */
const entry = (
  path: string,
  name: string,
  title: string,
  icon: string,
  permission: MemberPermission,
  extra: Partial<MenuRoute['meta']> = {},
): MenuRoute => ({
  path: '',
  component: 'Layout',
  children: [{ path, name, component: `${name}/index`, meta: { title, icon, ...extra }, permissions: [permission] }],
});

const hiddenPage = (
  path: string,
  name: string,
  title: string,
  permission: MemberPermission,
  extra: Partial<MenuRoute['meta']> = {},
): MenuRoute => ({
  path,
  name,
  component: `${name}/index`,
  hidden: true,
  meta: { title, ...extra },
  permissions: [permission],
});

/**
 * The member console's route tree (spec point 2, "Routes inside the main shell"). Titles are keys
 * of the web's `menu` locale module; components name the web's lazy pages.
 */
export const MEMBER_MENUS: MenuRoute[] = [
  {
    path: '/',
    component: 'Layout',
    redirect: '/index',
    children: [
      {
        path: '/index',
        name: 'CloudPhone',
        component: 'CloudPhone/index',
        meta: { title: 'menu.cloudPhone', icon: 'cloud-phone', affix: true },
      },
    ],
  },
  entry('/payManage', 'PayManage', 'menu.buy', 'buy', 'order:buy', { noCache: true }),
  entry('/renewManage', 'RenewManage', 'menu.renew', 'renew', 'order:renew', { noCache: true }),
  entry('/keyAccount', 'KeyAccount', 'menu.keyAccount', 'key-account', 'key-account:view'),
  entry('/proxy', 'Proxy', 'menu.proxy', 'proxy', 'proxy:manage', { noCache: true }),
  {
    path: '/setting',
    component: 'Layout',
    hidden: true,
    redirect: '/setting/account',
    alwaysShow: true,
    meta: { title: 'menu.setting', icon: 'setting' },
    permissions: ['setting:view'],
    children: [
      { path: 'account', name: 'SettingAccount', component: 'Setting/account', meta: { title: 'menu.accountInfo', icon: 'user' } },
      { path: 'about', name: 'SettingAbout', component: 'Setting/about', meta: { title: 'menu.aboutUs', icon: 'about' } },
      {
        path: 'customer',
        name: 'SettingCustomer',
        component: 'Setting/customer',
        meta: { title: 'menu.customerService', icon: 'service' },
      },
    ],
  },
  {
    path: '',
    component: 'Layout',
    hidden: true,
    children: [
      hiddenPage('/play', 'Play', 'menu.play', 'phone:control', { noCache: true }),
      hiddenPage('/groupControl', 'GroupControl', 'menu.groupControl', 'phone:control', { noCache: true }),
      hiddenPage('/redemptionCode', 'RedemptionCode', 'menu.redemptionCode', 'redemption:use'),
      hiddenPage('/orderRecords', 'OrderRecords', 'menu.orderRecords', 'order:records'),
      hiddenPage('/notice', 'Notice', 'menu.notice', 'notice:view'),
      hiddenPage('/seeNotice/:id', 'SeeNotice', 'menu.noticeDetail', 'notice:view', { noCache: true }),
      hiddenPage('/personalCenter/accountCenter', 'AccountCenter', 'menu.accountCenter', 'account:center'),
      hiddenPage('/empowerPhoneList', 'EmpowerPhoneList', 'menu.empowerPhoneList', 'authorization:manage'),
      hiddenPage('/uploadRecords', 'UploadRecords', 'menu.uploadRecords', 'upload:records'),
      hiddenPage('/recycleBin', 'RecycleBin', 'menu.recycleBin', 'recycle-bin:view'),
    ],
  },
];
