import type { RedeemBatchItem, RedeemResult } from '@cloudphone/contract';
import { packageName } from '@cloudphone/contract';
import { Alert, Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';

/** The member's phone list. */
const PHONES_PATH = '/index';

/** What a code gives, as words: "VIP 8 核 · 1 个月". */
export function useGiven() {
  const { t, i18n } = useTranslation();
  return (result: Pick<RedeemResult, 'configurationName' | 'duration' | 'durationUnit'>) =>
    t('redeemCodes.result.given', {
      spec: result.configurationName,
      duration: packageName(result.duration, result.durationUnit, i18n.language),
    });
}

export const phoneIdList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/** "Go to my cloud phones": a link (it opens in a new tab too) that looks like the primary button. */
function ToPhones() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref(PHONES_PATH);
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(PHONES_PATH);
      }}
      data-testid="redeem-to-phones"
    >
      {t('redeemCodes.result.toPhones')}
    </Button>
  );
}

/** One redeemed new-phone code: its spec and duration, and the phone it gave (or that it is on its way). */
export function RedeemedOne({ result }: { result: RedeemResult }) {
  const { t } = useTranslation();
  const given = useGiven();
  return (
    <Result
      className="rc-result"
      status="success"
      title={t('redeemCodes.result.title')}
      subTitle={
        <span className="rc-result__lines">
          <code>{result.code}</code>
          <strong data-testid="redeem-result-given">{given(result)}</strong>
          <span data-testid="redeem-result-phones">
            {result.phoneIds.length
              ? t('redeemCodes.result.phones', { ids: phoneIdList(result.phoneIds) })
              : t('redeemCodes.result.delivering')}
          </span>
        </span>
      }
      extra={<ToPhones />}
      data-testid="redeem-result"
    />
  );
}

/** Several codes redeemed at once: each code's outcome, what it gave or why it was refused. */
export function RedeemedMany({ items }: { items: RedeemBatchItem[] }) {
  const { t } = useTranslation();
  const given = useGiven();
  const succeeded = items.filter((item) => item.success).length;
  const failed = items.length - succeeded;
  return (
    <div className="rc-result rc-batch" data-testid="redeem-result">
      <Alert
        type={failed === 0 ? 'success' : succeeded === 0 ? 'error' : 'warning'}
        showIcon
        title={t('redeemCodes.result.batchTitle', { success: succeeded, failed })}
      />
      <ul className="rc-batch__list">
        {items.map((item, index) => (
          <li key={`${item.code}-${index}`} className="rc-batch__item" data-testid="redeem-batch-item" data-success={String(item.success)}>
            <code>{item.code}</code>
            <Tag color={item.success ? 'success' : 'error'}>
              {t(item.success ? 'redeemCodes.result.succeeded' : 'redeemCodes.result.failed')}
            </Tag>
            <span className="rc-batch__detail">
              {item.success && item.result
                ? `${given(item.result)}${item.result.phoneIds.length ? ` · ${phoneIdList(item.result.phoneIds)}` : ''}`
                : item.msg}
            </span>
          </li>
        ))}
      </ul>
      {succeeded > 0 && <ToPhones />}
    </div>
  );
}
