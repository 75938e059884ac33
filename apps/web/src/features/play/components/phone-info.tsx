import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyText } from '../../../shared/interaction';
import { formatExpiry, formatRemaining, secondsUntil, statusLabel, statusText, statusVisual } from '../phone-bridge';
import { PlayIcon } from './icons';

interface PhoneInfoProps {
  phone: PhoneRow;
  now: number;
  /** The live status from the stream, newer than the list's row. */
  live: { status: number; powerOn: boolean } | null;
  /** The owner may share the screen (a grantee may not hand it on). */
  onShare?: () => void;
}

/** The phone beside its screen: name, ID (copyable), status, expiry and time left. */
export function PhoneInfo({ phone, now, live, onShare }: PhoneInfoProps) {
  const { t } = useTranslation();
  const current = live ? { ...phone, ...live } : phone;
  const visual = statusVisual(current, now);
  const remaining = formatRemaining(secondsUntil(phone.expireTime, now));
  return (
    <section className="pl-info" aria-label={t('play.info.title')} data-testid="play-info">
      <dl>
        <div>
          <dt>{t('play.info.owlId')}</dt>
          <dd className="pl-info__id">
            <span data-testid="play-owl-id">{phone.owlId}</span>
            <button
              type="button"
              className="pl-icon-btn"
              onClick={() => void copyText(phone.owlId)}
              title={t('phones.action.copyId')}
              aria-label={t('phones.action.copyId')}
            >
              <PlayIcon name="copy" />
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('play.info.status')}</dt>
          <dd>
            <span className={`pl-status pl-tone--${visual.tone}`} data-testid="play-status" data-status={current.status}>
              <i />
              {statusText(statusLabel(current, now))}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('play.info.expiry')}</dt>
          <dd>{formatExpiry(phone.expireTime)}</dd>
        </div>
        <div>
          <dt>{t('play.info.remaining')}</dt>
          <dd className={phone.expiringSoon ? 'is-warn' : undefined}>
            {remaining || '—'}
            {/* Only the owner pays for a phone. */}
            {phone.accreditType === null && (
              <Link className="pl-info__renew" to={`/renewManage?phoneId=${phone.id}`} data-testid="play-renew">
                {t('play.info.renew')}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {onShare && (
        <button type="button" className="cp-btn cp-btn--md pl-info__share" onClick={onShare} data-testid="play-share">
          <PlayIcon name="share" />
          {t('play.share.open')}
        </button>
      )}
    </section>
  );
}
