import { ArrowLeftOutlined } from '@ant-design/icons';
import { phoneStatusName, type AdminOrderPhone, type AdminOrderRefund } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { Button, Card, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Authorized } from '../../shared/access';
import { DetailLoadFailed, DetailSkeleton } from '../../shared/ui/detail-states';
import { showYuan } from '../catalogue/money';
import '../catalogue/strings';
import { ORDER_DETAIL, orderDetail, TRADE_ORDER_REFUND } from './api';
import { OrderStatusTag, OrderTypeTag, PayChannelName } from './order-tags';
import { RefundDialog } from './refund-dialog';
import './strings';
import './orders.css';

const time = (value: number | null) => (value ? formatTime(value) : '—');

/** /orders/:orderNo: one order with its member, payment (serial number, channel, time), refunds and phones. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderNo = useParams().orderNo ?? '';
  const [refunding, setRefunding] = useState(false);
  const detail = useQuery({ queryKey: [...ORDER_DETAIL, orderNo], queryFn: () => orderDetail(orderNo) });

  const back = (
    <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => navigate('/orders')} data-testid="order-back">
      {t('ordersAdmin.back')}
    </Button>
  );
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return <DetailLoadFailed message={detail.error.message} back={back} onRetry={() => void detail.refetch()} testId="order-error" />;

  const order = detail.data;
  const refundColumns: TableColumnsType<AdminOrderRefund> = [
    { title: t('ordersAdmin.refund.amountColumn'), dataIndex: 'amount', align: 'right', render: showYuan },
    { title: t('ordersAdmin.refund.reason'), dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
    {
      title: t('ordersAdmin.refund.operator'),
      key: 'operator',
      render: (_, row) => row.operatorName ?? (row.operatorId ? `#${row.operatorId}` : '—'),
    },
    { title: t('ordersAdmin.refund.serialNo'), dataIndex: 'serialNo', render: (no: string | null) => no ?? '—' },
    { title: t('ordersAdmin.refund.time'), dataIndex: 'refundTime', render: time },
  ];
  const phoneColumns: TableColumnsType<AdminOrderPhone> = [
    { title: t('ordersAdmin.phone.id'), dataIndex: 'id', width: 72 },
    { title: t('ordersAdmin.phone.owlId'), dataIndex: 'owlId' },
    { title: t('ordersAdmin.phone.alias'), dataIndex: 'alias', render: (alias: string) => alias || '—' },
    {
      title: t('ordersAdmin.phone.owner'),
      dataIndex: 'memberId',
      render: (id: number) => (id === order.memberId ? `#${id}` : <Tag color="orange">#{id}</Tag>),
    },
    {
      title: t('ordersAdmin.phone.status'),
      dataIndex: 'status',
      render: (code: number) => {
        const name = phoneStatusName(code);
        return name ? t(`ordersAdmin.phoneStatus.${name}`) : code;
      },
    },
    { title: t('ordersAdmin.phone.expireTime'), dataIndex: 'expireTime', render: time },
    {
      title: t('ordersAdmin.phone.recycled'),
      dataIndex: 'recycled',
      render: (recycled: boolean) => (recycled ? <Tag>{t('ordersAdmin.phone.inBin')}</Tag> : '—'),
    },
  ];

  return (
    <div className="adm-order-detail" data-testid="order-detail">
      <div className="adm-order-detail__head">
        {back}
        <Typography.Title level={5} className="adm-order-detail__no" style={{ margin: 0 }}>
          {order.orderNo}
        </Typography.Title>
        <OrderStatusTag status={order.status} />
        <span className="adm-order-detail__spacer" />
        {order.status === 'success' && (
          <Authorized permissions={[TRADE_ORDER_REFUND]}>
            <Button danger onClick={() => setRefunding(true)} data-testid="detail-refund">
              {t('ordersAdmin.refund.action')}
            </Button>
          </Authorized>
        )}
      </div>
      <Card size="small" title={t('ordersAdmin.sections.order')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'type', label: t('ordersAdmin.type'), children: <OrderTypeTag type={order.type} /> },
            { key: 'member', label: t('ordersAdmin.member'), children: `${order.memberPhone} #${order.memberId}` },
            { key: 'spec', label: t('ordersAdmin.spec'), children: order.configurationName },
            { key: 'region', label: t('ordersAdmin.region'), children: order.regionName ?? '—' },
            { key: 'package', label: t('ordersAdmin.package'), children: order.packageName },
            { key: 'quantity', label: t('ordersAdmin.quantity'), children: order.quantity },
            { key: 'unit', label: t('ordersAdmin.unitPrice'), children: showYuan(order.unitPrice) },
            { key: 'original', label: t('ordersAdmin.originalPrice'), children: showYuan(order.originalPrice) },
            { key: 'points', label: t('ordersAdmin.points'), children: order.points },
            { key: 'created', label: t('ordersAdmin.createTime'), children: time(order.createTime) },
            { key: 'expire', label: t('ordersAdmin.expireTime'), children: time(order.expireTime) },
          ]}
          data-testid="order-info"
        />
      </Card>
      <Card size="small" title={t('ordersAdmin.sections.payment')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'paid', label: t('ordersAdmin.payPrice'), children: <strong>{showYuan(order.payPrice)}</strong> },
            { key: 'channel', label: t('ordersAdmin.payChannel'), children: <PayChannelName channel={order.payChannel} /> },
            {
              key: 'serial',
              label: t('ordersAdmin.paySerialNo'),
              children: order.paySerialNo ? <Typography.Text copyable>{order.paySerialNo}</Typography.Text> : '—',
            },
            { key: 'payTime', label: t('ordersAdmin.payTime'), children: time(order.payTime) },
            {
              key: 'refunded',
              label: t('ordersAdmin.refundPrice'),
              children: order.refundPrice > 0 ? <Typography.Text type="danger">{showYuan(order.refundPrice)}</Typography.Text> : '—',
            },
          ]}
          data-testid="order-payment"
        />
      </Card>
      <Card size="small" title={t('ordersAdmin.sections.refunds')}>
        <Table<AdminOrderRefund>
          size="small"
          columns={refundColumns}
          dataSource={order.refunds}
          rowKey={(row) => `${row.refundTime}-${row.serialNo ?? ''}`}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('ordersAdmin.noRefunds') }}
          data-testid="order-refunds"
        />
      </Card>
      <Card size="small" title={t('ordersAdmin.sections.phones')}>
        <Table<AdminOrderPhone>
          size="small"
          columns={phoneColumns}
          dataSource={order.phones}
          rowKey="id"
          pagination={order.phones.length > 20 ? { pageSize: 20 } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('ordersAdmin.noPhones') }}
          data-testid="order-phones"
        />
      </Card>
      <RefundDialog order={refunding ? order : null} onClose={() => setRefunding(false)} />
    </div>
  );
}
