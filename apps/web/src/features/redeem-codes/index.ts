/** Redeeming codes for new phones or renewals, and the codes redeemed, with their strings' loader. */
export { RedeemCodesPage } from './pages/redeem-codes-page';
export { loadRedeemCodesMessages } from './redeem-codes-messages';
