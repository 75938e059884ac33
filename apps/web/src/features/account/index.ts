/** The account center (issue 18): /personalCenter/accountCenter and /setting/account, and its strings' loader. */
export { AccountCenterPage } from './pages/account-center-page';
export { loadAccountMessages } from './account-messages';
