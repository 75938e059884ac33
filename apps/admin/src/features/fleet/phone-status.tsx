import { FAILED_STATUSES, messages, PHONE_STATUS, PHONE_STATUS_CODES, TRANSITIONAL_STATUSES, type MessageKey } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Tag } from 'antd';

/** A device status code in words: the contract's `phoneStatus.N` (the member console's labels), or the bare code. */
export function phoneStatusText(code: number): string {
  const key = `phoneStatus.${code}`;
  return key in messages ? tm(key as MessageKey) : String(code);
}

/** The antd tag colour of a status: failures red, operations under way blue, maintenance orange. */
export function phoneStatusColor(code: number): string {
  if ((FAILED_STATUSES as readonly number[]).includes(code) || code === PHONE_STATUS.abnormal) return 'error';
  if ((TRANSITIONAL_STATUSES as readonly number[]).includes(code)) return 'processing';
  if (code === PHONE_STATUS.maintenance) return 'warning';
  if (code === PHONE_STATUS.running || code === PHONE_STATUS.backupSuccessful) return 'success';
  return 'default';
}

/** The status filter's choices: every spec code (0–14, 99), in the contract's order. */
export const phoneStatusOptions = () => PHONE_STATUS_CODES.map((code) => ({ value: code, label: `${code} · ${phoneStatusText(code)}` }));

export function PhoneStatusTag({ status, suffix }: { status: number; suffix?: string }) {
  return (
    <Tag color={phoneStatusColor(status)} data-testid="phone-status" data-status={status}>
      {phoneStatusText(status)}
      {suffix ? ` · ${suffix}` : ''}
    </Tag>
  );
}
