import { phoneStatusName } from '@cloudphone/contract';
import type { TFunction } from 'i18next';
import './orders-bridge';

/** A device status's name in the console's language (the order screens' names), its code when unknown. */
export const phoneStatusLabel =
  (t: TFunction) =>
  (status: number): string => {
    const name = phoneStatusName(status);
    return name ? t(`ordersAdmin.phoneStatus.${name}`) : String(status);
  };
