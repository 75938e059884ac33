import { useState } from 'react';
import { toast } from '../../../shared/ui/overlay-store';
import { getSmsCodeTimes } from '../api/code-times';
import { describeError, SMS_TOO_FREQUENT, type DescribedError } from '../server-errors';
import { useCountdown } from './use-countdown';

/** Spec: a code may be requested again after 60 s; the button counts down. */
export const RESEND_SECONDS = 60;

interface SendOptions {
  request(): Promise<unknown>;
  sentText: string;
  onFailure(error: DescribedError): void;
  /** For SMS: when the server says "too frequent", sync the countdown with its own clock. */
  phone?: string;
}

/** Sends a verification code (SMS or e-mail) and runs the resend countdown. */
export function useCodeSender() {
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async ({ request, sentText, onFailure, phone }: SendOptions): Promise<boolean> => {
    if (sending || running) return false;
    setSending(true);
    try {
      await request();
      start(RESEND_SECONDS);
      toast.success(sentText);
      return true;
    } catch (error) {
      const described = describeError(error);
      onFailure(described);
      if (phone && described.code === SMS_TOO_FREQUENT) {
        getSmsCodeTimes(phone).then(
          (times) => times.resendAfterSeconds > 0 && start(times.resendAfterSeconds),
          () => undefined,
        );
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  return { left, running, sending, send };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
