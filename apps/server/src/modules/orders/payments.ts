import { providerOfChannel, type PayChannel, type PayProviderName } from '@cloudphone/contract';
import type { PaymentProvider } from '../../providers/payment/types.js';
import { AppError } from '../../http/app-error.js';

/** The providers this installation takes payments with (PAY_PROVIDERS), by name. */
export function paymentProviders(list: PaymentProvider[]) {
  const byName = new Map<PayProviderName, PaymentProvider>(list.map((p) => [p.name, p]));
  return {
    names: [...byName.keys()],
    /** The provider of a channel; refused with a translated message when it is not set up here. */
    forChannel(channel: PayChannel): PaymentProvider {
      const provider = byName.get(providerOfChannel(channel));
      if (!provider) throw new AppError('ORDER_PAY_CHANNEL_UNAVAILABLE');
      return provider;
    },
    byName: (name: string) => byName.get(name as PayProviderName),
  };
}
export type PaymentProviders = ReturnType<typeof paymentProviders>;
