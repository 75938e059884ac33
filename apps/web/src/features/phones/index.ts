/** The cloud phone list (/index). The recycle bin is its own entry (recycle-bin.ts) so /index does not load it. */
export { PhoneListPage } from './pages/phone-list-page';

/**
 * What the play screen (features/play/phone-bridge.ts) reuses. Exported from this entry, not
 * imported module by module, so the bundler keeps these in the list's chunk instead of splitting
 * them into small shared chunks that /index would then load as extra files.
 */
export { phoneListQuery } from './api/get-phone-page';
export { initialFilters } from './api/phone-keys';
export { isViewOnly } from './phone-abilities';
export { rowsOf } from './phone-cache';
export { statusLabel, statusVisual } from './phone-status';
export { formatExpiry, formatRemaining, secondsUntil } from './remaining-time';
export { statusText } from './components/status-tag';
export { useNow } from './hooks/use-now';
