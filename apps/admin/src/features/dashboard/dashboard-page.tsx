import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Result, Row, Segmented, Skeleton, Typography } from 'antd';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dashboardStats, DASHBOARD_STATS, DAY_CHOICES, daysFrom, type DayChoice } from './api';
import { StateKpis, WindowKpis } from './dashboard-kpis';
import { ChartCanvas } from './chart-canvas';
import { devicesChart, devicesShown, ordersChart, revenueChart, signUpsChart, windowTotals } from './chart-configs';
import { showYuan } from './orders-bridge';
import { phoneStatusLabel } from './status-label';
import './strings';
import './dashboard.css';

/** A chart's height: shorter on a phone, where the charts stack. */
const chartHeight = (narrow: boolean) => (narrow ? 200 : 260);

/** /dashboard: paid phones, open feedback, and per Shanghai day sign-ups, orders and revenue; devices by status. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const height = chartHeight(narrow);
  const [search, setSearch] = useSearchParams();
  const days = daysFrom(search);
  const stats = useQuery({
    queryKey: [...DASHBOARD_STATS, days],
    queryFn: () => dashboardStats(days),
    placeholderData: keepPreviousData,
  });
  const data = stats.data;

  const charts = useMemo(() => {
    if (!data) return null;
    const statusLabel = phoneStatusLabel(t);
    return {
      signUps: signUpsChart(data.days, t('dashboardAdmin.series.signUps')),
      orders: ordersChart(data.days, { orders: t('dashboardAdmin.series.orders'), paidOrders: t('dashboardAdmin.series.paidOrders') }),
      revenue: revenueChart(data.days, t('dashboardAdmin.series.revenue')),
      devices: devicesChart(data.devices, statusLabel, t('dashboardAdmin.charts.devices')),
      devicesList: devicesShown(data.devices)
        .map((device) => `${statusLabel(device.status)} ${device.count}`)
        .join(', '),
    };
  }, [data, t]);

  const toolbar = (
    <div className="adm-dashboard__bar">
      <Segmented<DayChoice>
        value={days}
        onChange={(value) => setSearch({ days: String(value) }, { replace: true })}
        options={DAY_CHOICES.map((count) => ({ value: count, label: t('dashboardAdmin.days', { count }) }))}
        aria-label={t('dashboardAdmin.range')}
        data-testid="dashboard-days"
      />
      <Typography.Text type="secondary" className="adm-dashboard__note">
        {t('dashboardAdmin.shanghaiDays')}
      </Typography.Text>
      <span className="adm-dashboard__spacer" />
      <Button icon={<ReloadOutlined />} onClick={() => void stats.refetch()} loading={stats.isFetching} data-testid="dashboard-refresh">
        {t('dashboardAdmin.refresh')}
      </Button>
    </div>
  );

  if (!data || !charts)
    return (
      <div className="adm-dashboard" data-testid="dashboard">
        {toolbar}
        {stats.isError ? (
          <Result
            status="error"
            title={t('dashboardAdmin.loadFailed')}
            subTitle={stats.error.message}
            extra={
              <Button type="primary" onClick={() => void stats.refetch()}>
                {t('common.retry')}
              </Button>
            }
            data-testid="dashboard-error"
          />
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        )}
      </div>
    );

  const totals = windowTotals(data.days);
  const deviceCount = data.devices.reduce((sum, device) => sum + device.count, 0);
  return (
    <div className="adm-dashboard" data-testid="dashboard">
      {toolbar}
      {stats.isError && <Alert type="error" showIcon title={t('dashboardAdmin.loadFailed')} />}
      <StateKpis phones={data.phones} openFeedback={data.openFeedback} />
      <WindowKpis days={data.days} window={days} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" className="adm-dashboard__card" title={t('dashboardAdmin.charts.signUps')}>
            <ChartCanvas
              config={charts.signUps}
              height={height}
              label={t('dashboardAdmin.summary.signUps', { days, total: totals.signUps })}
              testId="chart-signUps"
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" className="adm-dashboard__card" title={t('dashboardAdmin.charts.orders')}>
            <ChartCanvas
              config={charts.orders}
              height={height}
              label={t('dashboardAdmin.summary.orders', { days, orders: totals.orders, paid: totals.paidOrders })}
              testId="chart-orders"
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" className="adm-dashboard__card" title={t('dashboardAdmin.charts.revenue')}>
            <Typography.Text type="secondary" className="adm-dashboard__caption">
              {t('dashboardAdmin.charts.revenueNote')}
            </Typography.Text>
            <ChartCanvas
              config={charts.revenue}
              height={height}
              label={t('dashboardAdmin.summary.revenue', { days, total: showYuan(totals.revenue) })}
              testId="chart-revenue"
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            className="adm-dashboard__card"
            title={t('dashboardAdmin.charts.devices')}
            extra={<Typography.Text type="secondary">{t('dashboardAdmin.charts.devicesTotal', { count: deviceCount })}</Typography.Text>}
          >
            {deviceCount === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardAdmin.charts.noDevices')} style={{ height: height }} />
            ) : (
              <ChartCanvas
                config={charts.devices}
                height={height}
                label={t('dashboardAdmin.summary.devices', { list: charts.devicesList })}
                testId="chart-devices"
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
