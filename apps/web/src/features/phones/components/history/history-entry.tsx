import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../shared/format';
import type { PhoneOperationEntry } from '../../api/phone-history';
import { historyActionKey, historyActor } from '../../operation-history';

const KNOWN_STATES = new Set(['running', 'succeeded', 'failed']);

/** One operation of the history: its name and result, who ran it, when it started and ended, and why it failed. */
export function HistoryEntry({
  entry,
  phone,
  me,
}: {
  entry: PhoneOperationEntry;
  phone: Pick<PhoneRow, 'accreditType'>;
  me: number | null;
}) {
  const { t } = useTranslation();
  const actionKey = historyActionKey(entry.kind);
  const actor = historyActor(entry, me, phone);
  const state = KNOWN_STATES.has(entry.state) ? (entry.state as 'running' | 'succeeded' | 'failed') : null;
  return (
    <li
      className={`ph-history__entry is-${state ?? 'unknown'}`}
      data-testid="phone-history-entry"
      data-kind={entry.kind}
      data-state={entry.state}
    >
      <div className="ph-history__head">
        <strong className="ph-history__action">{actionKey ? t(actionKey) : entry.kind}</strong>
        <span className="ph-history__state" data-testid="phone-history-state">
          {state ? t(`phones.history.state.${state}`) : entry.state}
        </span>
      </div>
      <div className="ph-history__meta">
        <span data-testid="phone-history-actor">
          {'id' in actor ? t(`phones.history.actor.${actor.key}`, { id: actor.id }) : t(`phones.history.actor.${actor.key}`)}
        </span>
        <span>
          {t('phones.history.started')} <time dateTime={new Date(entry.createTime).toISOString()}>{formatTime(entry.createTime)}</time>
        </span>
        <span>
          {t('phones.history.finished')}{' '}
          {entry.finishTime === null ? (
            '—'
          ) : (
            <time dateTime={new Date(entry.finishTime).toISOString()}>{formatTime(entry.finishTime)}</time>
          )}
        </span>
      </div>
      {entry.message && (
        <p className="ph-history__message" data-testid="phone-history-message">
          {entry.message}
        </p>
      )}
    </li>
  );
}
