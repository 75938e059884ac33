/**
 * Sharing phones with other accounts (issue 16): the /empowerPhoneList page, the tabs of the
 * authorization management dialog, and their strings' loader. The phone list's grant, recall and
 * transfer dialogs are loaded through features/phones/sharing-bridge.ts.
 */
export { EmpowerPhoneListPage } from './pages/empower-phone-list-page';
export { EmpowerTabs } from './components/empower-tabs';
export { loadSharingMessages } from './sharing-messages';
