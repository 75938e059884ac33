import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import './proxy-setting.css';

/** How a phone's proxy reads: its host, and the country detection found through it. */
export const proxyLabel = (phone: Pick<PhoneRow, 'proxyHost' | 'proxyCountry'>) =>
  phone.proxyCountry ? `${phone.proxyHost} · ${phone.proxyCountry}` : (phone.proxyHost ?? '');

/** The phone's proxy on its card and table row (issue 17), when it has one; anyone who sees the phone sees it. */
export function ProxyChip({ phone }: { phone: Pick<PhoneRow, 'proxyHost' | 'proxyCountry'> }) {
  const { t } = useTranslation();
  if (!phone.proxyHost) return null;
  const text = proxyLabel(phone);
  return (
    <span className="ph-chip is-small is-proxy" title={t('phones.proxyChip', { proxy: text })} data-testid="phone-proxy">
      <Icon name="globe" />
      <span className="ph-chip__text">{text}</span>
    </span>
  );
}
