import type { CreatedOrder } from '@cloudphone/contract';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, QRCode, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fenToYuan } from '../../../shared/format';
import { subscribeOrderPaid } from '../../../shared/realtime/push-events';
import { cancelOrder, orderKeys, orderQuery } from '../api/orders';
import { minutesAndSeconds, useCountdown } from './use-countdown';

export interface PayDialogProps {
  order: CreatedOrder | null;
  onClose(): void;
}

/**
 * Paying one order on a desktop (spec point 3): the amount, the QR code to scan (and the cashier
 * page to open), a countdown to the order's timeout. It asks for the order's state every two
 * seconds and turns into the result by itself when the money arrives: where the new phones are.
 */
export function PayDialog({ order, onClose }: PayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={order !== null}
      onCancel={onClose}
      footer={null}
      width={420}
      destroyOnHidden
      title={t('orders.pay.title')}
      data-testid="pay-dialog"
      maskClosable={false}
    >
      {order && <PayDialogBody order={order} onClose={onClose} />}
    </Modal>
  );
}

function PayDialogBody({ order, onClose }: { order: CreatedOrder; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const seconds = useCountdown(order.expireTime);
  const state = useQuery(orderQuery(order.orderNo));
  const [cancelling, setCancelling] = useState(false);
  const status = state.data?.status ?? 'pending';
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  // The push channel says when the money arrived; polling covers a channel that is down.
  const { refetch } = state;
  useEffect(() => subscribeOrderPaid((orderNo) => void (orderNo === order.orderNo && refetch())), [order.orderNo, refetch]);

  useEffect(() => {
    if (status !== 'success') return;
    // New or renewed phones: the lists and the stock shown change.
    void queryClient.invalidateQueries({ queryKey: ['phones'] });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all() });
  }, [status, queryClient]);

  if (status === 'success' && state.data) {
    const bought = state.data.type === 'purchase';
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled />}
        title={t('orders.pay.paidTitle')}
        subTitle={bought ? t('orders.pay.paidText', { count: state.data.quantity }) : t('orders.pay.renewedText')}
        data-testid="pay-success"
        extra={[
          <Button key="phones" type="primary" onClick={() => go('/index')} data-testid="pay-to-phones">
            {t('orders.pay.toPhones')}
          </Button>,
          <Button key="orders" onClick={() => go('/orderRecords')}>
            {t('orders.pay.toOrders')}
          </Button>,
        ]}
      />
    );
  }
  if (status === 'cancel' || status === 'timeout' || (status === 'pending' && seconds === 0)) {
    return (
      <Result
        status="warning"
        title={status === 'cancel' ? t('orders.pay.cancelled') : t('orders.pay.expired')}
        data-testid="pay-closed"
        extra={<Button onClick={onClose}>{t('orders.pay.close')}</Button>}
      />
    );
  }

  const channel = t(`orders.channels.${order.payChannel}`);
  return (
    <div className="od-pay" data-testid="pay-pending" data-order-no={order.orderNo}>
      <div className="od-pay__amount">
        <span>{t('orders.pay.amount')}</span>
        <strong data-testid="pay-amount">¥{fenToYuan(order.payPrice)}</strong>
      </div>
      {order.qrCode && (
        <>
          <QRCode value={order.qrCode} size={200} className="od-pay__qr" data-testid="pay-qr" />
          <p className="od-pay__hint">{t('orders.pay.scan', { channel })}</p>
        </>
      )}
      {order.payUrl && (
        <Button type={order.qrCode ? 'default' : 'primary'} href={order.payUrl} target="_blank" rel="noopener" data-testid="pay-open">
          {t('orders.pay.open')}
        </Button>
      )}
      <p className="od-pay__countdown" data-testid="pay-countdown">
        <ClockCircleOutlined /> {t('orders.pay.countdown', { time: minutesAndSeconds(seconds) })}
      </p>
      <p className="od-pay__waiting">{t('orders.pay.waiting')}</p>
      <Button
        type="link"
        danger
        loading={cancelling}
        data-testid="pay-cancel"
        onClick={() => {
          setCancelling(true);
          void cancelOrder(order.orderNo)
            .then(() => queryClient.invalidateQueries({ queryKey: orderKeys.all() }))
            .catch(() => undefined)
            .finally(() => setCancelling(false));
        }}
      >
        {t('orders.pay.cancel')}
      </Button>
    </div>
  );
}
