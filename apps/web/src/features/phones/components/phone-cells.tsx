import { EXPIRING_SOON_SECONDS, type PhoneRow } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { isOwn, isViewOnly } from '../phone-abilities';
import { withMoreMessages } from '../lazy-part';
import { usePhoneLabels } from '../phone-labels-context';
import { phoneName } from '../phone-name';
import { formatExpiry, formatRemaining, secondsUntil } from '../remaining-time';
import { Icon } from './icons';
import { ProxyChip } from './proxy-chip';

const loadTagActions = () => withMoreMessages(() => import('./tag-actions'));

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

/** The shared badge, the phone's labels (the owner's, issue 17) and the member's tags, in whatever box the card or the row gives them. */
export function PhoneTags({ phone }: { phone: PhoneRow }) {
  const labels = usePhoneLabels().labelsOf(phone.id);
  return (
    <>
      <SharedBadge phone={phone} />
      <ProxyChip phone={phone} />
      {labels.map((label) => (
        <span key={`l${label.id}`} className="ph-chip is-small is-label" data-testid="phone-label">
          {label.label}
        </span>
      ))}
      {phone.tags.map((tag) => (
        <TagChip key={tag.id} phone={phone} tag={tag} />
      ))}
    </>
  );
}

/**
 * One of the member's tags on a phone, with × to take it off (spec point 8: unbind after a
 * confirmation, then "unbind success"); the confirmation comes with its strings on the first click.
 */
function TagChip({ phone, tag }: { phone: PhoneRow; tag: PhoneRow['tags'][number] }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <span className="ph-chip is-small is-tag" data-testid="phone-tag" data-tag-id={tag.id}>
      <span className="ph-chip__text">{tag.name}</span>
      <button
        type="button"
        className="ph-chip__x"
        title={t('phones.tags.unbind')}
        aria-label={`${t('phones.tags.unbind')} ${tag.name}`}
        onClick={(event) => {
          event.stopPropagation();
          void loadTagActions().then((m) => m.confirmUnbind({ modal, t, queryClient }, tag, phone));
        }}
        data-testid="phone-tag-unbind"
      >
        ×
      </button>
    </span>
  );
}
