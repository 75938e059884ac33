import type { PayChannel, PayProviderName } from '@cloudphone/contract';

/** What a provider is asked to collect for one order. */
export interface PaymentRequest {
  orderNo: string;
  /** Integer fen. */
  amount: number;
  /** What the payer's app shows, e.g. "畅玩版 1 个月 ×2". */
  subject: string;
  channel: PayChannel;
  expireTime: Date;
  /** The payer's address, which H5 payments must be told. */
  clientIp: string;
  /** Where an H5 or page payment sends the browser back to. */
  returnUrl: string;
}

/** Where the payer goes: a text to show as a QR code, a page to open, or what a mobile app hands its payment SDK. */
export interface PaymentStart {
  qrCode?: string;
  payUrl?: string;
  /** APP channels: Alipay's order string, or WeChat Pay's signed parameters as JSON. */
  appPayParams?: string;
}

/** A payment the provider vouches for. */
export interface ProviderPayment {
  orderNo: string;
  amount: number;
  /** The provider's transaction id, shown to the member as the payment serial number. */
  serialNo: string;
  paidAt: Date;
}

/** A notification as it arrived: the raw body, since signatures cover its exact bytes. */
export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a genuine notification says: paid, or something this platform does not act on (a refund's news, a closed trade). */
export type ProviderNotification = { kind: 'paid'; payment: ProviderPayment } | { kind: 'other' };

export type ProviderTradeState = { state: 'paid'; payment: ProviderPayment } | { state: 'unpaid' } | { state: 'closed' };

/** Thrown when a notification is not signed by the provider; it is refused and logged, and changes nothing. */
export class NotificationSignatureError extends Error {}

/**
 * One payment provider (sandbox, WeChat Pay, Alipay). Implementations throw when the provider
 * refuses or cannot be reached; `close` on a trade already paid throws TradeAlreadyPaidError.
 */
export interface PaymentProvider {
  readonly name: PayProviderName;
  /** Starts collecting: a QR text or a page for the payer. */
  create(request: PaymentRequest): Promise<PaymentStart>;
  /** Checks the signature and reads the notification; throws NotificationSignatureError when it is not genuine. */
  readNotification(request: NotificationRequest): Promise<ProviderNotification>;
  /** The answer the provider expects once a notification is handled, so it stops resending. */
  readonly acknowledgement: { status: number; contentType: string; body: string };
  /** The provider's view of a trade, for orders whose notification never came. */
  query(orderNo: string): Promise<ProviderTradeState>;
  /** Closes an unpaid trade so it can no longer be paid. */
  close(orderNo: string): Promise<void>;
  /** Returns money of a paid trade; `refundNo` makes a retried refund the same refund. */
  refund(request: { orderNo: string; refundNo: string; amount: number; total: number; reason: string }): Promise<{ serialNo: string }>;
}

export class TradeAlreadyPaidError extends Error {}
