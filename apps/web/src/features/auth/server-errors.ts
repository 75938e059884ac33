import { errorCatalogue, type MessageKey } from '@cloudphone/contract';
import { isApiError } from '../../shared/api/api-error';
import { i18next } from '../../shared/i18n/i18n';

/** Server failures that belong under one input rather than in the form's banner. */
const FIELD_ERRORS: Record<number, { field: 'captcha' | 'code'; key: MessageKey }> = {
  [errorCatalogue.CAPTCHA_INVALID.code]: { field: 'captcha', key: 'captcha.invalid' },
  [errorCatalogue.SMS_CODE_INVALID.code]: { field: 'code', key: 'sms.invalid' },
  [errorCatalogue.SMS_CODE_EXPIRED.code]: { field: 'code', key: 'sms.expired' },
  [errorCatalogue.SMS_CODE_USED.code]: { field: 'code', key: 'sms.used' },
};

export interface DescribedError {
  /** The text to show; empty when the member was already told (e.g. the disabled-account modal). */
  message: string;
  field: 'captcha' | 'code' | null;
  key: MessageKey | null;
  code: number | null;
}

/** Turns a rejected request into what a sign-in form shows, with the server's (translated) message. */
export function describeError(error: unknown): DescribedError {
  if (!isApiError(error)) return { message: i18next.t('common.networkError'), field: null, key: null, code: null };
  if (error.handled) return { message: '', field: null, key: null, code: error.code };
  const target = FIELD_ERRORS[error.code];
  return { message: error.message, field: target?.field ?? null, key: target?.key ?? null, code: error.code };
}

export const SMS_TOO_FREQUENT = errorCatalogue.SMS_TOO_FREQUENT.code;
