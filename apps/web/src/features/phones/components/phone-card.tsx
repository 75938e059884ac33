import { EXPIRING_SOON_SECONDS, type PhoneRow } from '@cloudphone/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { isOwn } from '../phone-abilities';
import { phoneName } from '../phone-name';
import { statusVisual } from '../phone-status';
import { formatExpiry, formatRemaining, secondsUntil } from '../remaining-time';
import { AliasEditor } from './alias-editor';
import { CopyId } from './copy-id';
import { Icon } from './icons';
import { PhoneCardMenu } from './phone-card-menu';
import { StatusArt } from './status-art';
import { StatusPanel } from './status-panel';
import { StatusTag } from './status-tag';

export interface PhoneCardProps {
  phone: PhoneRow;
  isSelected: boolean;
  onSelect(phone: PhoneRow, selected: boolean): void;
  operator: PhoneOperator;
  now: number;
}

/** When the phone runs out: the time left near expiry (spec point 4), else the date. */
export function ExpiryLine({ phone, now, isCompact = false }: { phone: PhoneRow; now: number; isCompact?: boolean }) {
  const { t } = useTranslation();
  const left = secondsUntil(phone.expireTime, now);
  if (left <= 0)
    return (
      <span className="ph-expiry is-expired" data-testid="phone-expiry">
        <Icon name="clock" /> {t('phones.statusExpired')}
      </span>
    );
  if (left <= EXPIRING_SOON_SECONDS)
    return (
      <span
        className="ph-expiry is-soon"
        data-testid="phone-expiry"
        title={t('phones.card.expiresAt', { time: formatExpiry(phone.expireTime) })}
      >
        <Icon name="clock" /> {t('phones.card.remaining', { time: formatRemaining(left) })}
      </span>
    );
  return (
    <span className="ph-expiry" data-testid="phone-expiry" title={t('phones.card.expiresAt', { time: formatExpiry(phone.expireTime) })}>
      <Icon name="clock" /> {t('phones.card.expiresAt', { time: formatExpiry(phone.expireTime, undefined, isCompact) })}
    </span>
  );
}

/** The badge of a shared phone: shared with me (by whom, view or operate) or shared out by me. */
export function SharedBadge({ phone }: { phone: PhoneRow }) {
  const { t } = useTranslation();
  if (!phone.authorized) return null;
  if (isOwn(phone))
    return (
      <span className="ph-badge is-out" title={t('phones.card.sharedOutTip')} data-testid="phone-shared">
        <Icon name="share" /> {t('phones.card.sharedOut')}
      </span>
    );
  const title = t(phone.accreditType === 2 ? 'phones.card.sharedOperate' : 'phones.card.sharedView', { phone: phone.ownerPhone ?? '' });
  return (
    <span className="ph-badge" title={title} data-testid="phone-shared">
      <Icon name="share" /> {t('phones.card.sharedWithMe')}
    </span>
  );
}

/**
 * One phone in the grid: its status picture (a screen placeholder when running), status tag and
 * checkbox over it; name (renamed in place), ID with copy, expiry, tags and the shared badge
 * below; every operation in the "more" menu.
 */
export const PhoneCard = memo(function PhoneCard({ phone, isSelected, onSelect, operator, now }: PhoneCardProps) {
  const { t } = useTranslation();
  const visual = statusVisual(phone, now);
  return (
    <article
      className={`ph-card ph-tone--${visual.tone}${isSelected ? ' is-selected' : ''}`}
      data-testid="phone-card"
      data-phone-id={phone.id}
      data-owl-id={phone.owlId}
      data-status={phone.status}
    >
      <div className="ph-card__media">
        <StatusArt art={visual.art} tone={visual.tone} isBusy={visual.isBusy} isFailed={visual.isFailed} seed={phone.id} />
        <div className="ph-card__top">
          <label className="ph-check" title={t('phones.selectPhone', { name: phoneName(phone) })}>
            <input
              type="checkbox"
              checked={isSelected}
              onChange={(e) => onSelect(phone, e.target.checked)}
              aria-label={t('phones.selectPhone', { name: phoneName(phone) })}
              data-testid="phone-select"
            />
            <span aria-hidden />
          </label>
          <StatusTag phone={phone} now={now} />
        </div>
        <StatusPanel phone={phone} operator={operator} now={now} />
      </div>
      <div className="ph-card__body">
        <div className="ph-card__row">
          <AliasEditor phone={phone} canEdit={isOwn(phone)} />
          <PhoneCardMenu phone={phone} operator={operator} now={now} />
        </div>
        <CopyId owlId={phone.owlId} />
        <ExpiryLine phone={phone} now={now} isCompact />
        <div className="ph-card__tags">
          <SharedBadge phone={phone} />
          {phone.tags.map((tag) => (
            <span key={tag.id} className="ph-chip is-small" data-testid="phone-tag">
              {tag.name}
            </span>
          ))}
        </div>
      </div>
    </article>
  );
});
