import type { Locale } from '@cloudphone/contract';

export interface SmsCodeMessage {
  phone: string;
  code: string;
  scene: string;
  /** How long the code stays valid, for templates that say so. */
  minutes: number;
  locale: Locale;
}

/** Sends verification codes by SMS. Implementations throw when the provider did not accept the message. */
export interface SmsProvider {
  readonly name: string;
  /** Sends one code to one phone; resolves only once the provider accepted it. */
  sendCode(message: SmsCodeMessage): Promise<void>;
}
