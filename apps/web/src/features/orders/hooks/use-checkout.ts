import type { CreatedOrder, CreateOrderInput, PayChannel } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Grid } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { createOrder, payChannelsQuery } from '../api/orders';
import { channelsFor } from '../components/pay-channel-picker';
import { newIdempotencyKey } from '../idempotency-key';

/** What a page asks to buy: an order of any type, without what the checkout adds (the channel, the agreement). */
type OrderRequest = CreateOrderInput extends infer T ? (T extends unknown ? Omit<T, 'payChannel' | 'agreed'> : never) : never;

/**
 * Paying for an order, the same on the buy, renew and upgrade pages: the payment methods that fit
 * the screen, one Idempotency-Key per intended order (a double click or a retry makes one order),
 * and where the payment goes: the QR dialog on a desktop, the provider's page on a phone.
 */
export function useCheckout() {
  const mobile = !Grid.useBreakpoint().lg;
  const channels = useQuery(payChannelsQuery());
  const [channel, setChannel] = useState<PayChannel>();
  const [agreed, setAgreed] = useState(false);
  const [paying, setPaying] = useState<CreatedOrder | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(newIdempotencyKey());
  const usable = channelsFor(channels.data ?? [], mobile);
  const payChannel = channel && usable.includes(channel) ? channel : usable[0];
  const newKey = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);

  /** Creates the order and starts paying it; false when it was refused (the client showed why). */
  async function checkout(input: OrderRequest): Promise<boolean> {
    if (!payChannel) return false;
    setSubmitting(true);
    try {
      const order = await createOrder({ ...input, payChannel, agreed: true } as CreateOrderInput, key.current);
      key.current = newIdempotencyKey();
      if (mobile && order.payUrl) window.location.assign(order.payUrl);
      else setPaying(order);
      return true;
    } catch {
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    mobile,
    channels: usable,
    payChannel,
    setChannel,
    agreed,
    setAgreed,
    paying,
    closePayment: () => setPaying(null),
    submitting,
    checkout,
    /** A new key for a changed order (another spec, package or quantity is another order); stable across renders. */
    newKey,
  };
}
