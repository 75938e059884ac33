import type { PhoneRow } from '@cloudphone/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { useRenamePhone } from '../hooks/use-rename-phone';
import { checkAlias } from '../name-rules';
import { phoneName } from '../phone-name';
import { Icon } from './icons';

/**
 * The phone's name, renamed in place: a click turns it into an input; Enter or leaving the field
 * saves, Esc cancels. Enter on an invalid name keeps the input with the message (spec point 5:
 * required, up to 10 characters); leaving with one shows the message and keeps the old name.
 */
export function AliasEditor({ phone, canEdit }: { phone: PhoneRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const rename = useRenamePhone();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const stop = () => {
    setDraft(null);
    setError(null);
  };
  const save = (onInvalid: 'keep' | 'drop') => {
    if (draft === null) return;
    const alias = draft.trim();
    if (alias === phone.alias) return stop();
    const problem = checkAlias(alias);
    if (problem) {
      if (onInvalid === 'keep') return setError(tm(problem));
      toast.warning(tm(problem));
      return stop();
    }
    stop();
    void rename(phone, alias);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save('keep');
    else if (event.key === 'Escape') stop();
  };

  if (draft !== null) {
    return (
      <span className="ph-alias is-editing">
        <input
          className={`ph-alias__input${error ? ' has-error' : ''}`}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => save('drop')}
          aria-label={t('phones.action.rename')}
          aria-invalid={Boolean(error) || undefined}
          autoFocus
          data-testid="alias-input"
        />
        {error && (
          <span className="ph-alias__error" role="alert" title={error} data-testid="alias-error">
            {error}
          </span>
        )}
      </span>
    );
  }
  if (!canEdit)
    return (
      <span className="ph-alias" title={phoneName(phone)} data-testid="phone-alias">
        <span className="ph-alias__text">{phoneName(phone)}</span>
      </span>
    );
  return (
    <button
      type="button"
      className="ph-alias is-editable"
      // The name first: where it is cut short (a narrow column) the tooltip is the only place it shows whole.
      title={`${phoneName(phone)}\n${t('phones.card.renameTip')}`}
      onClick={() => setDraft(phone.alias)}
      data-testid="phone-alias"
    >
      <span className="ph-alias__text">{phoneName(phone)}</span>
      <Icon name="edit" className="ph-alias__icon" />
    </button>
  );
}
