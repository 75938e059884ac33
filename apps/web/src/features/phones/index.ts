/** The cloud phone list (/index). The recycle bin is its own entry (recycle-bin.ts) so /index does not load it. */
export { PhoneListPage } from './pages/phone-list-page';
