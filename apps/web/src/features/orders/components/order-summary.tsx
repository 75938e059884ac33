import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fenToYuan } from '../../../shared/format';
import { AgreementCheck } from './agreement-check';

/**
 * The order's summary beside (or below) the form: what it is, the total in yuan, what the discount
 * saves, the agreement and the pay button.
 */
export function OrderSummary(props: {
  rows: [ReactNode, ReactNode][];
  total: number;
  saved?: number;
  hint?: string | undefined;
  agreed: boolean;
  onAgree(agreed: boolean): void;
  ready: boolean;
  submitting: boolean;
  submitText: string;
  submitTestId: string;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  return (
    <aside className="od-summary" data-testid="order-summary">
      <h2>{t('orders.buy.summary')}</h2>
      <dl>
        {props.rows.map(([label, value], i) => (
          <div key={i} className="od-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="od-summary__total">
        <span>{t('orders.buy.total')}</span>
        <strong data-testid="order-total">¥{fenToYuan(props.total)}</strong>
      </div>
      {(props.saved ?? 0) > 0 && <p className="od-summary__saved">{t('orders.buy.discount', { amount: fenToYuan(props.saved ?? 0) })}</p>}
      {props.hint && <p className="od-hint">{props.hint}</p>}
      <AgreementCheck checked={props.agreed} onChange={props.onAgree} />
      <Button
        type="primary"
        size="large"
        block
        disabled={!props.agreed || !props.ready}
        loading={props.submitting}
        onClick={props.onSubmit}
        data-testid={props.submitTestId}
      >
        {props.submitText}
      </Button>
    </aside>
  );
}
