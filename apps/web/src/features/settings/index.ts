/** Settings (issue 18): /setting/about and /setting/customer, and their strings' loader. */
export { AboutPage } from './pages/about-page';
export { CustomerPage } from './pages/customer-page';
export { loadSettingsMessages } from './settings-messages';
