import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOwn } from '../phone-abilities';
import { useLiveThumbnail } from '../hooks/use-live-thumbnail';
import { statusVisual } from '../phone-status';
import { AliasEditor } from './alias-editor';
import { CopyId } from './copy-id';
import { PhoneCardMenu } from './phone-card-menu';
import { ExpiryLine, PhoneTags, SelectBox, type PhoneItemProps } from './phone-cells';
import { StatusArt } from './status-art';
import { StatusPanel } from './status-panel';
import { StatusTag } from './status-tag';

/**
 * One phone in the grid: its status picture (a screen placeholder when running), status tag and
 * checkbox over it; name (renamed in place), ID with copy, expiry, tags and the shared badge
 * below; every operation in the "more" menu.
 */
export const PhoneCard = memo(function PhoneCard({ phone, isSelected, onSelect, operator, now, onShowHistory }: PhoneItemProps) {
  const { t } = useTranslation();
  const visual = statusVisual(phone, now);
  const card = useRef<HTMLElement>(null);
  const live = useLiveThumbnail(phone.id, visual.art === 'screen', card);
  const art = (
    <StatusArt art={visual.art} tone={visual.tone} isBusy={visual.isBusy} isFailed={visual.isFailed} seed={phone.id} live={live} />
  );
  return (
    <article
      ref={card}
      className={`ph-card ph-tone--${visual.tone}${isSelected ? ' is-selected' : ''}`}
      data-testid="phone-card"
      data-phone-id={phone.id}
      data-owl-id={phone.owlId}
      data-status={phone.status}
    >
      <div className="ph-card__media">
        {/* A running phone's screen opens its play screen (same tab; browser back returns to the list). */}
        {visual.art === 'screen' ? (
          <Link to={`/play?phoneId=${phone.id}`} className="ph-card__open" title={t('phones.action.control')} data-testid="phone-open">
            {art}
          </Link>
        ) : (
          art
        )}
        <div className="ph-card__top">
          <SelectBox phone={phone} isSelected={isSelected} onSelect={onSelect} />
          <StatusTag phone={phone} now={now} />
        </div>
        <StatusPanel phone={phone} operator={operator} now={now} />
      </div>
      <div className="ph-card__body">
        <div className="ph-card__row">
          <AliasEditor phone={phone} canEdit={isOwn(phone)} />
          <PhoneCardMenu phone={phone} operator={operator} now={now} onShowHistory={onShowHistory} />
        </div>
        <CopyId owlId={phone.owlId} />
        <ExpiryLine phone={phone} now={now} form="card" />
        <div className="ph-card__tags">
          <PhoneTags phone={phone} />
        </div>
      </div>
    </article>
  );
});
