import type { OrderStatus, OrderType, PayChannel } from '@cloudphone/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showYuan } from '../catalogue/money';
import './orders.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'processing',
  success: 'success',
  cancel: 'default',
  timeout: 'warning',
  refunded: 'error',
};
const TYPE_COLORS: Record<OrderType, string> = { purchase: 'blue', renewal: 'green', upgrade: 'purple' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="order-status">
      {t(`ordersAdmin.statusName.${status}`)}
    </Tag>
  );
}

export function OrderTypeTag({ type }: { type: OrderType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLORS[type]}>{t(`catalogueAdmin.orderType.${type}`)}</Tag>;
}

export function PayChannelName({ channel }: { channel: PayChannel }) {
  const { t } = useTranslation();
  return <>{t(`ordersAdmin.channel.${channel}`)}</>;
}

/** What the member paid, and under it in red what was refunded. */
export function PaidAmount({ fen, refunded }: { fen: number; refunded: number }) {
  return (
    <span>
      {showYuan(fen)}
      {refunded > 0 && (
        <Typography.Text type="danger" className="adm-orders__refunded">
          −{showYuan(refunded)}
        </Typography.Text>
      )}
    </span>
  );
}
