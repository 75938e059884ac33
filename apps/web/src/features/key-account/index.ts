/** The key-account (enterprise) screen: sub-accounts, their allotted phones, and the access log; with its strings' loader. */
export { KeyAccountPage } from './pages/key-account-page';
export { loadKeyAccountMessages } from './key-account-messages';
