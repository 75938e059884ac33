import type { ComponentType } from 'react';
import { loadPhonesMessages } from '../../../features/phones/phones-messages';
import { lazyPage } from '../../../shared/lazy/lazy-part';

/**
 * The server's component names (spec point 2, "Pages load lazily") mapped to lazy pages. Screens a
 * later release fills in all point at the honest "coming soon" page until then.
 */
const loadComingSoon = () => import('../../pages/coming-soon-page').then((m) => m.ComingSoonPage);
const ComingSoon = lazyPage('coming-soon', loadComingSoon);

/** A page of the phone area: its code and its strings (shared/i18n/load-phones-messages.ts), in parallel. */
const loadPhoneListPage = () => Promise.all([import('../../../features/phones'), loadPhonesMessages()]).then(([m]) => m.PhoneListPage);
const loadRecycleBinPage = () =>
  Promise.all([import('../../../features/phones/recycle-bin'), loadPhonesMessages(), loadPhonesMessages('more')]).then(
    ([m]) => m.RecycleBinPage,
  );

/**
 * The play screen: its code (then its strings, loaded from its own chunk so the shell carries
 * nothing of it) and the list's strings (status words), in parallel.
 */
const loadPlayPage = () =>
  Promise.all([import('../../../features/play').then((m) => m.loadPlayMessages().then(() => m.PlayPage)), loadPhonesMessages()]).then(
    ([page]) => page,
  );

const loadGroupControlPage = () =>
  Promise.all([
    import('../../../features/play').then((m) => m.loadPlayMessages().then(() => m.GroupControlPage)),
    loadPhonesMessages(),
  ]).then(([page]) => page);

const loadUploadRecordsPage = () =>
  import('../../../features/uploads').then((m) => m.loadUploadsMessages().then(() => m.UploadRecordsPage));

const loadOrders =
  <K extends 'BuyPage' | 'OrderRecordsPage' | 'RenewPage'>(page: K) =>
  () =>
    import('../../../features/orders').then((m) => m.loadOrdersMessages().then(() => m[page]));

const loadRedeemCodesPage = () =>
  import('../../../features/redeem-codes').then((m) => m.loadRedeemCodesMessages().then(() => m.RedeemCodesPage));

const PAGES: Record<string, ComponentType> = {
  'CloudPhone/index': lazyPage('index', loadPhoneListPage),
  'RecycleBin/index': lazyPage('recycle-bin', loadRecycleBinPage),
  'Play/index': lazyPage('play', loadPlayPage),
  'GroupControl/index': lazyPage('group-control', loadGroupControlPage),
  'UploadRecords/index': lazyPage('upload-records', loadUploadRecordsPage),
  'PayManage/index': lazyPage('pay-manage', loadOrders('BuyPage')),
  'OrderRecords/index': lazyPage('order-records', loadOrders('OrderRecordsPage')),
  'RenewManage/index': lazyPage('renew-manage', loadOrders('RenewPage')),
  'RedemptionCode/index': lazyPage('redemption-code', loadRedeemCodesPage),
  'EmpowerPhoneList/index': lazyPage('empower-phone-list', () =>
    import('../../../features/sharing').then((m) => m.loadSharingMessages().then(() => m.EmpowerPhoneListPage)),
  ),
  'KeyAccount/index': lazyPage('key-account', () =>
    import('../../../features/key-account').then((m) => m.loadKeyAccountMessages().then(() => m.KeyAccountPage)),
  ),
  'Proxy/index': lazyPage('proxy', () => import('../../../features/proxies').then((m) => m.loadProxyMessages().then(() => m.ProxyPage))),
  'AccountCenter/index': lazyPage('account-center', () =>
    import('../../../features/account').then((m) => m.loadAccountMessages().then(() => m.AccountCenterPage)),
  ),
  'Setting/account': lazyPage('setting-account', () =>
    import('../../../features/account').then((m) => m.loadAccountMessages().then(() => m.AccountCenterPage)),
  ),
  'Setting/about': lazyPage('setting-about', () =>
    import('../../../features/settings').then((m) => m.loadSettingsMessages().then(() => m.AboutPage)),
  ),
  'Setting/customer': lazyPage('setting-customer', () =>
    import('../../../features/settings').then((m) => m.loadSettingsMessages().then(() => m.CustomerPage)),
  ),
  'Notice/index': lazyPage('notice', () =>
    import('../../../features/notices/message-center').then((m) => m.loadNoticeMessages().then(() => m.NoticePage)),
  ),
  'SeeNotice/index': lazyPage('see-notice', () =>
    import('../../../features/notices/message-center').then((m) => m.loadNoticeMessages().then(() => m.SeeNoticePage)),
  ),
};

export const pageFor = (component: string): ComponentType => PAGES[component] ?? ComingSoon;
