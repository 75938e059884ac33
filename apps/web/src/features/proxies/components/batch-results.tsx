import { LOCALES, translate, type ProxyLineResult } from '@cloudphone/contract';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { added: 'green', valid: 'blue', duplicate: 'gold', refused: 'red' } as const;

/** The server's words for a good line left out because another line was refused (in either language). */
const NOT_ADDED = new Set(LOCALES.map((locale) => translate('proxy.batch.notAdded', locale)));

/** How a line shows: `valid` is a good line that was not added because the batch was refused. */
type LineStatus = ProxyLineResult['status'] | 'valid';
const statusOf = (result: ProxyLineResult, isRolledBack: boolean): LineStatus =>
  (result.status === 'refused' && NOT_ADDED.has(result.msg)) || (isRolledBack && result.status === 'added') ? 'valid' : result.status;

/** How many lines went each way; `refused` counts only the lines that were wrong themselves. */
export function countResults(results: readonly ProxyLineResult[]) {
  const refused = results.filter((result) => statusOf(result, false) === 'refused').length;
  const count = (status: LineStatus) => results.filter((result) => statusOf(result, refused > 0) === status).length;
  return { added: count('added'), duplicate: count('duplicate'), refused };
}

/**
 * What a batch add did, line by line (added, skipped as a duplicate, refused with the reason), and
 * in sum. A batch is all or nothing: when a line was refused nothing was added, which it says, and
 * the good lines show as "not added" (the server refuses them too, with its `proxy.batch.notAdded`).
 */
export function BatchResults({ results }: { results: readonly ProxyLineResult[] }) {
  const { t } = useTranslation();
  const counts = countResults(results);
  const isRolledBack = counts.refused > 0;
  return (
    <div className="px-batch-results" data-testid="proxy-batch-results" data-rolled-back={isRolledBack}>
      <Alert
        type={isRolledBack ? 'error' : counts.added ? 'success' : 'warning'}
        showIcon
        title={
          <span data-testid="proxy-batch-summary" data-added={counts.added} data-duplicate={counts.duplicate} data-refused={counts.refused}>
            {t('proxy.batch.summary', counts)}
          </span>
        }
        description={
          isRolledBack ? (
            <span data-testid="proxy-batch-rolled-back">{t('proxy.batch.rolledBack', { count: counts.refused })}</span>
          ) : undefined
        }
      />
      <ol className="px-batch-results__lines">
        {results.map((result) => {
          const status = statusOf(result, isRolledBack);
          return (
            <li key={result.line} data-testid="proxy-batch-line" data-line={result.line} data-status={status}>
              <span className="px-batch-results__no">{t('proxy.batch.line', { line: result.line })}</span>
              <Tag color={COLORS[status]}>{t(`proxy.batch.lineStatus.${status}`)}</Tag>
              {status !== 'added' && status !== 'valid' && <span className="px-batch-results__msg">{result.msg}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
