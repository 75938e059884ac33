/**
 * What the play screen reuses from the phone list (features/phones): the member's list query (so
 * coming from /index costs no request), status words and colours, remaining-time formatting and
 * the view-only rule. The one place play reaches into another feature, so the seam stays visible;
 * if a third feature needs these, they move to shared/.
 */
export {
  formatExpiry,
  formatRemaining,
  initialFilters,
  isViewOnly,
  phoneListQuery,
  rowsOf,
  secondsUntil,
  statusLabel,
  statusText,
  statusVisual,
  useNow,
} from '../phones';
