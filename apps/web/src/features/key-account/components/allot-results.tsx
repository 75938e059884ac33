import type { OperationResult } from '@cloudphone/contract';
import { Alert, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an allotment did to each phone: granted, or the server's reason it was not. */
export function AllotResults({
  results,
  nameOf,
  onClose,
}: {
  results: OperationResult[];
  nameOf(phoneId: number): string | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const ok = results.filter((result) => result.ok).length;
  return (
    <div className="ka-allot" data-testid="allot-results">
      <Alert
        type={ok === results.length ? 'success' : ok ? 'warning' : 'error'}
        showIcon
        title={<span data-testid="allot-summary">{t('keyAccount.allot.summary', { ok, failed: results.length - ok })}</span>}
      />
      <ul className="ka-results">
        {results.map((result) => (
          <li key={result.phoneId} data-testid="allot-result" data-phone-id={result.phoneId} data-ok={result.ok}>
            <Tag color={result.ok ? 'green' : 'red'}>{t(result.ok ? 'keyAccount.allot.ok' : 'keyAccount.allot.failed')}</Tag>
            <span className="ka-results__phone">{nameOf(result.phoneId) ?? `#${result.phoneId}`}</span>
            {!result.ok && <span className="ka-results__msg">{result.msg}</span>}
          </li>
        ))}
      </ul>
      <Button type="primary" block onClick={onClose} data-testid="allot-close">
        {t('keyAccount.allot.close')}
      </Button>
    </div>
  );
}
