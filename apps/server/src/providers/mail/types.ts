import type { Locale } from '@cloudphone/contract';

export interface MailCodeMessage {
  email: string;
  code: string;
  scene: string;
  minutes: number;
  locale: Locale;
}

/** Sends e-mail. Implementations throw when the message was not accepted for delivery. */
export interface MailProvider {
  readonly name: string;
  /** Sends a verification code to one address. */
  sendCode(message: MailCodeMessage): Promise<void>;
}
