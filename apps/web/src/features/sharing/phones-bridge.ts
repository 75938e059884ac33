/**
 * What sharing takes from features/phones: the phone lists' query keys, so that a grant changed
 * or recalled here shows on the cards (their badge, a grantee's list). The one place sharing
 * reaches into the phone list, so the seam stays visible.
 */
export { phoneKeys } from '../phones/api/phone-keys';
