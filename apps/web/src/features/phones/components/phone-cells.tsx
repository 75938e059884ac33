import { EXPIRING_SOON_SECONDS, type PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { isOwn, isViewOnly } from '../phone-abilities';
import { phoneName } from '../phone-name';
import { formatExpiry, formatRemaining, secondsUntil } from '../remaining-time';
import { Icon } from './icons';

/** What a phone's card (grid) and its row (table) are given: the two show the same pieces below. */
export interface PhoneItemProps {
  phone: PhoneRow;
  isSelected: boolean;
  onSelect(phone: PhoneRow, selected: boolean): void;
  operator: PhoneOperator;
  now: number;
  onShowHistory(phone: PhoneRow): void;
}

/** The phone's checkbox (a real input, for the keyboard and the tests, drawn by `.ph-check span`). */
export function SelectBox({
  phone,
  isSelected,
  onSelect,
  isInline = false,
}: Pick<PhoneItemProps, 'phone' | 'isSelected' | 'onSelect'> & { isInline?: boolean }) {
  const { t } = useTranslation();
  const label = t('phones.selectPhone', { name: phoneName(phone) });
  return (
    <label className={isInline ? 'ph-check is-inline' : 'ph-check'} title={label}>
      <input
        type="checkbox"
        checked={isSelected}
        onChange={(e) => onSelect(phone, e.target.checked)}
        aria-label={label}
        data-testid="phone-select"
      />
      <span aria-hidden />
    </label>
  );
}

/**
 * When the phone runs out: the time left near expiry (spec point 4), else the date. `form`: the
 * card has room for "… 到期" but not the hour; the table's column already says "expires", so it
 * shows the bare date and hour. The whole sentence is always in the tooltip.
 */
export function ExpiryLine({ phone, now, form }: { phone: PhoneRow; now: number; form: 'card' | 'table' }) {
  const { t } = useTranslation();
  const left = secondsUntil(phone.expireTime, now);
  const full = t('phones.card.expiresAt', { time: formatExpiry(phone.expireTime) });
  if (left <= 0)
    return (
      <span className="ph-expiry is-expired" data-testid="phone-expiry" title={full}>
        <Icon name="clock" /> {t('phones.statusExpired')}
      </span>
    );
  const text =
    left <= EXPIRING_SOON_SECONDS
      ? t('phones.card.remaining', { time: formatRemaining(left) })
      : form === 'table'
        ? formatExpiry(phone.expireTime)
        : t('phones.card.expiresAt', { time: formatExpiry(phone.expireTime, undefined, true) });
  return (
    <span className={left <= EXPIRING_SOON_SECONDS ? 'ph-expiry is-soon' : 'ph-expiry'} data-testid="phone-expiry" title={full}>
      <Icon name="clock" /> <span className="ph-expiry__text">{text}</span>
    </span>
  );
}

/**
 * The badge of a shared phone: granted by me to another account ("Authorized"), or granted to me,
 * saying how (view or operate) and by whom.
 */
export function SharedBadge({ phone }: { phone: PhoneRow }) {
  const { t } = useTranslation();
  if (!phone.authorized) return null;
  if (isOwn(phone))
    return (
      <span className="ph-badge is-out" title={t('phones.card.sharedOutTip')} data-testid="phone-shared" data-kind="out">
        <Icon name="share" /> {t('phones.card.sharedOut')}
      </span>
    );
  const kind = isViewOnly(phone) ? 'view' : 'operate';
  const title = t(kind === 'operate' ? 'phones.card.sharedOperate' : 'phones.card.sharedView', { phone: phone.ownerPhone ?? '' });
  return (
    <span className={`ph-badge is-${kind}`} title={title} data-testid="phone-shared" data-kind={kind}>
      <Icon name="share" /> {t(kind === 'operate' ? 'phones.card.grantOperate' : 'phones.card.grantView')}
      {phone.ownerPhone && <span className="ph-badge__owner">{phone.ownerPhone}</span>}
    </span>
  );
}

/** The shared badge and the tags, in whatever box the card or the row gives them. */
export function PhoneTags({ phone }: { phone: PhoneRow }) {
  return (
    <>
      <SharedBadge phone={phone} />
      {phone.tags.map((tag) => (
        <span key={tag.id} className="ph-chip is-small" data-testid="phone-tag">
          {tag.name}
        </span>
      ))}
    </>
  );
}
