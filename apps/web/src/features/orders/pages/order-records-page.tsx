import { ORDER_STATUSES, ORDER_TYPES, type CreatedOrder, type Order, type OrderStatus, type OrderType } from '@cloudphone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Popconfirm, Select, Table, Tabs, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../../shared/api/download-export';
import { defaultStartTime, fenToYuan, formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { toast } from '../../../shared/ui/overlay-store';
import { cancelOrder, exportOrders, orderKeys, orderPageQuery } from '../api/orders';
import { PayDialog } from '../components/pay-dialog';
import { PointsLedger } from '../components/points-ledger';
import '../orders.css';

type Range = [Dayjs, Dayjs];
const defaultRange = (): Range => [dayjs(defaultStartTime()), dayjs().endOf('day')];

/** An open order's payment, for paying it again from the list. */
const paymentOf = (order: Order): CreatedOrder => ({
  orderNo: order.orderNo,
  payChannel: order.payChannel,
  payPrice: order.payPrice,
  expireTime: order.expireTime,
  ...(order.payUrl ? { payUrl: order.payUrl } : {}),
  ...(order.qrCode ? { qrCode: order.qrCode } : {}),
});

/**
 * /orderRecords (spec point 3 "Order"): the member's orders, newest first, filtered by type,
 * status and order time (from 90 days back by default); a row opens its details and phones, and
 * an order still waiting for its payment can be paid or cancelled from here.
 */
export function OrderRecordsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<OrderType>();
  const [status, setStatus] = useState<OrderStatus>();
  const [range, setRange] = useState<Range>(defaultRange);
  const paging = usePaging();
  const { page, limit, setPage } = paging;
  const [paying, setPaying] = useState<CreatedOrder | null>(null);
  const filters = {
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    beginTime: range[0].valueOf(),
    endTime: range[1].valueOf(),
  };
  const query = useQuery(orderPageQuery({ pageNo: page, pageSize: limit, ...filters }));
  // Every order the filters match, not only this page's.
  const csv = useMutation({
    mutationFn: () => downloadExport(exportOrders(filters), 'orders'),
    onSuccess: () => toast.success(t('orders.records.exported')),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all() });

  const columns: TableColumnsType<Order> = [
    { title: t('orders.records.orderNo'), key: 'orderNo', dataIndex: 'orderNo', render: (no: string) => <code>{no}</code> },
    { title: t('orders.records.createTime'), key: 'createTime', render: (_, o) => formatTime(o.createTime), responsive: ['md'] },
    { title: t('orders.records.type'), key: 'type', render: (_, o) => t(`orders.types.${o.type}`) },
    {
      title: t('orders.records.payChannel'),
      key: 'payChannel',
      render: (_, o) => t(`orders.channels.${o.payChannel}`),
      responsive: ['lg'],
    },
    { title: t('orders.records.spec'), key: 'spec', dataIndex: 'configurationName', responsive: ['md'] },
    { title: t('orders.records.package'), key: 'package', dataIndex: 'packageName', responsive: ['lg'] },
    { title: t('orders.records.quantity'), key: 'quantity', dataIndex: 'quantity', responsive: ['lg'] },
    { title: t('orders.records.price'), key: 'price', render: (_, o) => `¥${fenToYuan(o.payPrice)}` },
    {
      title: t('orders.records.status'),
      key: 'status',
      render: (_, o) => (
        <span className={`od-status is-${o.status}`} data-testid="order-status" data-status={o.status}>
          {t(`orders.statuses.${o.status}`)}
        </span>
      ),
    },
    { title: t('orders.records.serialNo'), key: 'serialNo', render: (_, o) => o.paySerialNo ?? '—', responsive: ['xl'] },
    {
      title: t('orders.records.actions'),
      key: 'actions',
      render: (_, o) =>
        o.status === 'pending' && o.expireTime > Date.now() ? (
          <span className="od-options">
            <Button size="small" type="primary" onClick={() => setPaying(paymentOf(o))} data-testid="order-pay">
              {t('orders.records.pay')}
            </Button>
            <Popconfirm title={t('orders.records.cancelConfirm')} onConfirm={() => cancelOrder(o.orderNo).then(refresh)}>
              <Button size="small" data-testid="order-cancel">
                {t('orders.records.cancel')}
              </Button>
            </Popconfirm>
          </span>
        ) : null,
    },
  ];

  const orders = (
    <>
      <div className="od-filters">
        <Select<OrderType>
          allowClear
          placeholder={t('orders.records.allTypes')}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={ORDER_TYPES.map((v) => ({ value: v, label: t(`orders.types.${v}`) }))}
          style={{ minWidth: 130 }}
          data-testid="order-filter-type"
        />
        <Select<OrderStatus>
          allowClear
          placeholder={t('orders.records.allStatuses')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={ORDER_STATUSES.map((v) => ({ value: v, label: t(`orders.statuses.${v}`) }))}
          style={{ minWidth: 130 }}
          data-testid="order-filter-status"
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0].startOf('day'), value[1].endOf('day')]);
            setPage(1);
          }}
        />
        <Button
          onClick={() => {
            setType(undefined);
            setStatus(undefined);
            setRange(defaultRange());
            setPage(1);
          }}
        >
          {t('orders.records.reset')}
        </Button>
        <Button type="primary" loading={csv.isPending} onClick={() => csv.mutate()} data-testid="order-export">
          {t('orders.records.export')}
        </Button>
      </div>
      <Table<Order>
        rowKey="orderNo"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('orders.records.empty') }}
        expandable={{ expandedRowRender: (o) => <OrderDetails order={o} /> }}
        onRow={(o) => ({ 'data-testid': 'order-row', 'data-order-no': o.orderNo }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </>
  );

  return (
    <div className="od-page" data-testid="order-records">
      <h1>{t('orders.records.title')}</h1>
      <Tabs
        items={[
          { key: 'orders', label: t('orders.records.tab'), children: orders },
          { key: 'points', label: <span data-testid="points-tab">{t('orders.points.tab')}</span>, children: <PointsLedger /> },
        ]}
      />
      <PayDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          refresh();
        }}
      />
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="order-details">
      <Descriptions.Item label={t('orders.records.createTime')}>{formatTime(order.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.records.payTime')}>{order.payTime ? formatTime(order.payTime) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('orders.records.payChannel')}>{t(`orders.channels.${order.payChannel}`)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.records.spec')}>
        {order.configurationName}
        {order.regionName ? ` · ${order.regionName}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.records.package')}>
        {order.packageName} × {order.quantity} · ¥{fenToYuan(order.unitPrice)}
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.records.serialNo')}>{order.paySerialNo ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('orders.records.points')}>{order.points}</Descriptions.Item>
      <Descriptions.Item label={t('orders.records.phones')}>
        <span data-testid="order-phones">{order.phoneIds.length ? order.phoneIds.map((id) => `#${id}`).join(', ') : '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
