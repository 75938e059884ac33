import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/interaction';
import { Icon } from './icons';

/** The cloud machine ID with a copy button (spec point 8: "Copied" / "Copy failed"). */
export function CopyId({ owlId }: { owlId: string }) {
  const { t } = useTranslation();
  return (
    <span className="ph-owl">
      <span className="ph-owl__id" data-testid="phone-owl-id">
        {owlId}
      </span>
      <button
        type="button"
        className="ph-icon-btn"
        onClick={() => void copyText(owlId)}
        aria-label={t('phones.action.copyId')}
        title={t('phones.action.copyId')}
      >
        <Icon name="copy" />
      </button>
    </span>
  );
}
