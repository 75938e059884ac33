/** Buying phones, paying, and the order records, with their strings' loader. */
export { BuyPage } from './pages/buy-page';
export { OrderRecordsPage } from './pages/order-records-page';
export { RenewPage } from './pages/renew-page';
export { loadOrdersMessages } from './orders-messages';
