import { ORDER_STATUSES, ORDER_TYPES, type AdminOrder } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Authorized } from '../../shared/access';
import { ExportButton, ListPage } from '../../shared/list';
import '../catalogue/strings';
import { exportEndpoint, orderPage, orderQuery, ORDERS, TRADE_ORDER_EXPORT, TRADE_ORDER_REFUND, type OrderFilters } from './api';
import { OrderStatusTag, OrderTypeTag, PaidAmount, PayChannelName } from './order-tags';
import { RefundDialog, type RefundTarget } from './refund-dialog';
import './strings';
import './orders.css';

/** /orders: every member's orders, searched by number, member, type, status and time; refunds and export. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: t('ordersAdmin.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string) => (
        <Link to={`/orders/${encodeURIComponent(orderNo)}`} data-testid={`order-${orderNo}`}>
          {orderNo}
        </Link>
      ),
    },
    {
      title: t('ordersAdmin.member'),
      dataIndex: 'memberId',
      render: (id: number) => <Typography.Text type="secondary">#{id}</Typography.Text>,
    },
    { title: t('ordersAdmin.type'), dataIndex: 'type', render: (type: AdminOrder['type']) => <OrderTypeTag type={type} /> },
    {
      title: t('ordersAdmin.package'),
      key: 'package',
      render: (_, row) => (
        <span className="adm-orders__package">
          {row.configurationName} · {row.packageName}
          {row.regionName ? ` · ${row.regionName}` : ''}
        </span>
      ),
    },
    { title: t('ordersAdmin.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('ordersAdmin.payPrice'),
      dataIndex: 'payPrice',
      align: 'right',
      render: (fen: number, row) => <PaidAmount fen={fen} refunded={row.refundPrice} />,
    },
    { title: t('ordersAdmin.status'), dataIndex: 'status', render: (status: AdminOrder['status']) => <OrderStatusTag status={status} /> },
    {
      title: t('ordersAdmin.payChannel'),
      dataIndex: 'payChannel',
      render: (channel: AdminOrder['payChannel']) => <PayChannelName channel={channel} />,
    },
    { title: t('ordersAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/orders/${encodeURIComponent(row.orderNo)}`)}>
            {t('ordersAdmin.detail')}
          </Button>
          {row.status === 'success' && (
            <Authorized permissions={[TRADE_ORDER_REFUND]}>
              <Button type="link" size="small" danger onClick={() => setRefunding(row)} data-testid={`refund-${row.orderNo}`}>
                {t('ordersAdmin.refund.action')}
              </Button>
            </Authorized>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminOrder, OrderFilters>
        queryKey={ORDERS}
        fetchPage={orderPage}
        initialFilters={{}}
        columns={columns}
        rowKey="orderNo"
        testId="orders-list"
        filters={
          <>
            <Form.Item name="orderNo" label={t('ordersAdmin.orderNo')}>
              <Input
                allowClear
                maxLength={32}
                placeholder={t('ordersAdmin.orderNoPlaceholder')}
                style={{ width: 200 }}
                data-testid="filter-orderNo"
              />
            </Form.Item>
            <Form.Item name="memberId" label={t('ordersAdmin.memberId')}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} data-testid="filter-memberId" />
            </Form.Item>
            <Form.Item name="type" label={t('ordersAdmin.type')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 120 }}
                options={ORDER_TYPES.map((type) => ({ value: type, label: t(`catalogueAdmin.orderType.${type}`) }))}
                data-testid="filter-type"
              />
            </Form.Item>
            <Form.Item name="status" label={t('ordersAdmin.status')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 120 }}
                options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`ordersAdmin.statusName.${status}`) }))}
                data-testid="filter-status"
              />
            </Form.Item>
            <Form.Item name="range" label={t('ordersAdmin.timeRange')}>
              <DatePicker.RangePicker placeholder={[t('ordersAdmin.startDate'), t('ordersAdmin.endDate')]} data-testid="filter-range" />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <ExportButton endpoint={exportEndpoint} params={orderQuery(list.filters)} fileName="orders.csv" permission={TRADE_ORDER_EXPORT} />
        )}
      />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
