/**
 * What the dashboard takes from the order and catalogue screens (docs/layers.md: the one file
 * through which a feature reaches another): the device status names of the order detail (with
 * their strings) and money as the console shows it.
 */
import '../orders/strings';

export { fenToYuan2, showYuan } from '../catalogue/money';
