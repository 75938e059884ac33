import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon } from './icons';

interface PlayHeaderProps {
  phone: PhoneRow | null;
  isViewOnly: boolean;
  /** The owner watching a grantee's session takes control with this (hand-over); absent otherwise. */
  onTakeControl?: (() => void) | undefined;
  /** Where the phone is in the list (0-based, -1 when not loaded) and the list's size. */
  index: number;
  total: number;
  prev: PhoneRow | undefined;
  next: PhoneRow | undefined;
  listPath: string;
  onSwitch(phoneId: number): void;
}

function SwitchButton({ to, dir, onSwitch }: { to: PhoneRow | undefined; dir: 'prev' | 'next'; onSwitch(phoneId: number): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="pl-icon-btn"
      disabled={!to}
      onClick={() => to && onSwitch(to.id)}
      title={to ? `${t(`play.info.${dir}`)}: ${to.alias || to.owlId}` : t(`play.info.${dir}`)}
      aria-label={t(`play.info.${dir}`)}
      data-testid={`play-${dir}`}
    >
      <PlayIcon name={dir} />
    </button>
  );
}

/** Back to the list, the phone's name, the view-only badge (and taking control back), and previous/next phone. */
export function PlayHeader({ phone, isViewOnly, onTakeControl, index, total, prev, next, listPath, onSwitch }: PlayHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="pl-head">
      <Link to={listPath} className="pl-head__back" data-testid="play-back-link">
        <PlayIcon name="back" />
        <span>{t('play.backToList')}</span>
      </Link>
      <h1 className="pl-head__title" title={phone?.alias}>
        {phone?.alias || phone?.owlId || '…'}
      </h1>
      {isViewOnly && (
        <span className="pl-badge" title={t(onTakeControl ? 'play.handover.hint' : 'play.viewOnlyHint')} data-testid="play-view-only">
          <PlayIcon name="eye" />
          {t('play.viewOnly')}
        </span>
      )}
      {onTakeControl && (
        <button type="button" className="cp-btn cp-btn--primary pl-take-control" onClick={onTakeControl} data-testid="play-take-control">
          {t('play.handover.take')}
        </button>
      )}
      <div className="pl-head__switch">
        <SwitchButton to={prev} dir="prev" onSwitch={onSwitch} />
        {index !== -1 && <span className="pl-head__pos">{t('play.info.position', { index: index + 1, total })}</span>}
        <SwitchButton to={next} dir="next" onSwitch={onSwitch} />
      </div>
    </header>
  );
}
