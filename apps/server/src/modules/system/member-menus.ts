import type { MenuRoute } from '@cloudphone/contract';

/** A top-level entry: a shell (`Layout`) whose one child carries the spec's path, so it shows as one item. */
const entry = (path: string, name: string, title: string, icon: string, extra: Partial<MenuRoute['meta']> = {}): MenuRoute => ({
  path: '',
  component: 'Layout',
  children: [{ path, name, component: `${name}/index`, meta: { title, icon, ...extra } }],
});

const hiddenPage = (path: string, name: string, title: string, extra: Partial<MenuRoute['meta']> = {}): MenuRoute => ({
  path,
  name,
  component: `${name}/index`,
  hidden: true,
  meta: { title, ...extra },
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
  entry('/payManage', 'PayManage', 'menu.buy', 'buy', { noCache: true }),
  entry('/renewManage', 'RenewManage', 'menu.renew', 'renew', { noCache: true }),
  entry('/keyAccount', 'KeyAccount', 'menu.keyAccount', 'key-account'),
  entry('/proxy', 'Proxy', 'menu.proxy', 'proxy', { noCache: true }),
  {
    path: '/setting',
    component: 'Layout',
    hidden: true,
    redirect: '/setting/account',
    alwaysShow: true,
    meta: { title: 'menu.setting', icon: 'setting' },
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
      hiddenPage('/play', 'Play', 'menu.play', { noCache: true }),
      hiddenPage('/groupControl', 'GroupControl', 'menu.groupControl', { noCache: true }),
      hiddenPage('/redemptionCode', 'RedemptionCode', 'menu.redemptionCode'),
      hiddenPage('/orderRecords', 'OrderRecords', 'menu.orderRecords'),
      hiddenPage('/notice', 'Notice', 'menu.notice'),
      hiddenPage('/seeNotice/:id', 'SeeNotice', 'menu.noticeDetail', { noCache: true }),
      hiddenPage('/personalCenter/accountCenter', 'AccountCenter', 'menu.accountCenter'),
      hiddenPage('/empowerPhoneList', 'EmpowerPhoneList', 'menu.empowerPhoneList'),
      hiddenPage('/uploadRecords', 'UploadRecords', 'menu.uploadRecords'),
      hiddenPage('/recycleBin', 'RecycleBin', 'menu.recycleBin'),
    ],
  },
];
