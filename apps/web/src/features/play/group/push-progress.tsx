import type { PushResult } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uploadRecordQuery } from '../uploads-bridge';

interface PushProgressProps {
  /** What the push answered: the record to follow, and the phones it could not start on. */
  result: PushResult;
  /** Names to show for phones the record does not list (those refused at the start). */
  aliasOf(phoneId: number): string;
  onClose(): void;
}

/**
 * A group-control push as it runs: the whole push's progress and counts, then every phone's state
 * and result, including the phones it could not start on. Follows the upload record (asked again
 * every 2 s while it runs).
 */
export function PushProgress({ result, aliasOf, onClose }: PushProgressProps) {
  const { t } = useTranslation();
  const record = useQuery({ ...uploadRecordQuery(result.recordId ?? 0), enabled: result.recordId !== null });
  const detail = record.data;
  const refused = result.results.filter((r) => !r.ok);
  const failed = (detail?.failed ?? 0) + refused.length;
  const total = (detail?.total ?? 0) + refused.length;
  const status = detail?.status ?? (result.recordId === null ? 'failed' : 'executing');

  return (
    <section className="gc-push" data-testid="gc-push-progress" data-status={status} aria-live="polite">
      <header className="gc-push__head">
        <strong>{t('play.group.pushTitle')}</strong>
        <span className="gc-push__counts" data-testid="gc-push-counts">
          {t('play.group.pushCounts', { total, success: detail?.success ?? 0, failed })}
        </span>
        <Link to="/uploadRecords" className="gc-push__link">
          {t('play.group.pushRecords')}
        </Link>
        <Button size="small" type="text" onClick={onClose} data-testid="gc-push-close">
          {t('play.group.pushClose')}
        </Button>
      </header>
      <Progress
        percent={detail?.progress ?? 0}
        size="small"
        status={status === 'executing' ? 'active' : status === 'success' ? 'success' : failed ? 'exception' : 'normal'}
      />
      <ul className="gc-push__items">
        {detail?.items.map((item) => (
          <li key={item.phoneId} data-testid="gc-push-item" data-phone-id={item.phoneId} data-status={item.status}>
            <span className="gc-push__alias">{item.alias || item.owlId}</span>
            <span className={`gc-push__state is-${item.status}`}>
              {t(`play.group.pushItem.${item.status}`, { progress: item.progress })}
              {item.status === 'failed' && item.msg ? ` · ${item.msg}` : ''}
            </span>
          </li>
        ))}
        {refused.map((r) => (
          <li key={r.phoneId} data-testid="gc-push-item" data-phone-id={r.phoneId} data-status="refused">
            <span className="gc-push__alias">{aliasOf(r.phoneId)}</span>
            <span className="gc-push__state is-failed">
              {t('play.group.pushRefused')} · {r.msg}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
