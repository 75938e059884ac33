import type { AdminOrder } from '@cloudphone/contract';
import { Alert, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { fenToYuan2, fenToYuanNumber, showYuan, yuanToFen } from '../catalogue/money';
import { ORDER_DETAIL, ORDERS, refundOrder } from './api';

const REASON_MAX = 80;

interface RefundValues {
  mode: 'full' | 'partial';
  /** Yuan, for a partial refund. */
  amount?: number;
  reason: string;
}

export type RefundTarget = Pick<AdminOrder, 'orderNo' | 'payPrice' | 'refundPrice'>;

/**
 * A refund through the order's provider: all of what was paid, or part of it (in yuan, up to what
 * can still be refunded), with a required reason. The server's refusal shows in the dialog.
 */
export function RefundDialog({ order, onClose }: { order: RefundTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const refundable = order ? order.payPrice - order.refundPrice : 0;
  const send = ({ mode, amount, reason }: RefundValues) =>
    refundOrder({ orderNo: order!.orderNo, reason: reason.trim(), ...(mode === 'partial' ? { amount: yuanToFen(amount!) } : {}) });
  return (
    <FormDialog<RefundValues>
      open={order !== null}
      title={t('ordersAdmin.refund.title', { orderNo: order?.orderNo ?? '' })}
      initialValues={{ mode: 'full' }}
      onSubmit={send}
      onClose={onClose}
      success={t('ordersAdmin.refund.done')}
      invalidate={[ORDERS, ORDER_DETAIL]}
      okText={t('ordersAdmin.refund.action')}
      testId="refund-dialog"
    >
      <Alert
        type="warning"
        showIcon
        title={t('ordersAdmin.refund.paid', { paid: showYuan(order?.payPrice ?? 0), refundable: showYuan(refundable) })}
        description={t('ordersAdmin.refund.hint')}
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="mode" label={t('ordersAdmin.refund.mode')}>
        <Radio.Group
          options={[
            { value: 'full', label: t('ordersAdmin.refund.full') },
            { value: 'partial', label: t('ordersAdmin.refund.partial') },
          ]}
          data-testid="refund-mode"
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['mode']}>
        {({ getFieldValue }) =>
          getFieldValue('mode') === 'partial' && (
            <Form.Item
              name="amount"
              label={t('ordersAdmin.refund.amount')}
              required
              rules={[
                {
                  validator: (_, value: number | null | undefined) =>
                    value != null && yuanToFen(value) >= 1 && yuanToFen(value) <= refundable
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('ordersAdmin.refund.amountRequired', { max: fenToYuan2(refundable) }))),
                },
              ]}
            >
              <InputNumber
                min={0.01}
                max={fenToYuanNumber(refundable)}
                precision={2}
                step={0.01}
                prefix="¥"
                style={{ width: '100%' }}
                data-testid="refund-amount"
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('ordersAdmin.refund.reason')}
        rules={[
          { required: true, whitespace: true, message: t('ordersAdmin.refund.reasonRequired') },
          { max: REASON_MAX, message: t('ordersAdmin.refund.reasonRequired') },
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={REASON_MAX}
          placeholder={t('ordersAdmin.refund.reasonPlaceholder')}
          data-testid="refund-reason"
        />
      </Form.Item>
    </FormDialog>
  );
}
