import { messages, type MessageKey, type PhoneRow } from '@cloudphone/contract';
import { i18next } from '../../../shared/i18n/i18n';
import { tm } from '../../../shared/i18n/message';
import { statusFilterLabel, statusLabel, statusVisual, type StatusLabel } from '../phone-status';

/** The translated words of a status label: the contract's `phoneStatus.N`, or the web's own two. */
export function statusText(label: StatusLabel): string {
  if (label.kind === 'expired') return i18next.t('phones.statusExpired');
  if (label.kind === 'poweredOff') return i18next.t('phones.statusPoweredOff');
  const key = `phoneStatus.${label.code}`;
  return key in messages ? tm(key as MessageKey) : String(label.code);
}

/** A status filter choice in words (the label it finds). */
export const statusFilterText = (value: number) => statusText(statusFilterLabel(value));

/** The coloured status pill of a card or table row (`data-status` holds the code for tests). */
export function StatusTag({ phone, now }: { phone: Pick<PhoneRow, 'status' | 'powerOn' | 'expireTime'>; now: number }) {
  const visual = statusVisual(phone, now);
  return (
    <span className={`ph-tag ph-tag--${visual.tone}`} data-testid="phone-status" data-status={phone.status}>
      <i className={visual.isBusy ? 'is-pulsing' : undefined} />
      {statusText(statusLabel(phone, now))}
    </span>
  );
}
