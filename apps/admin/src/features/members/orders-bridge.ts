/**
 * What the member pages take from the order and catalogue screens (docs/layers.md: the one file
 * through which a feature reaches another): the order tags and phone status names the operator
 * knows from those screens, with their strings; what was paid and refunded, as the order list shows it.
 */
import '../catalogue/strings';
import '../orders/strings';

export { OrderStatusTag, OrderTypeTag, PaidAmount } from '../orders/order-tags';
