import type { DashboardDay, DashboardStats } from '@cloudphone/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../shared/access';
import { FEEDBACK_QUERY } from './api';
import { windowTotals } from './chart-configs';
import { showYuan } from './orders-bridge';

/** Warning and danger as antd's gold-7 and red-7 (readable on white). */
const WARN = '#d48806';
const ALERT = '#cf1322';

function Kpi({
  title,
  value,
  hint,
  color,
  testId,
}: {
  title: string;
  value: number | string;
  hint: ReactNode;
  color?: string;
  testId: string;
}) {
  return (
    <Col xs={12} lg={6}>
      <Card size="small" className="adm-dashboard__kpi">
        <Statistic title={title} value={value} styles={{ content: color ? { color } : undefined }} data-testid={testId} />
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Card>
    </Col>
  );
}

/** Paid phones active, expiring and expired, and feedback waiting for an answer (with a way there). */
export function StateKpis({ phones, openFeedback }: Pick<DashboardStats, 'phones' | 'openFeedback'>) {
  const { t } = useTranslation();
  const mayHandleFeedback = useHasPermission([FEEDBACK_QUERY]);
  return (
    <Row gutter={[16, 16]}>
      <Kpi
        title={t('dashboardAdmin.phones.active')}
        value={phones.active}
        hint={t('dashboardAdmin.phones.activeHint')}
        testId="kpi-active"
      />
      <Kpi
        title={t('dashboardAdmin.phones.expiring')}
        value={phones.expiring}
        hint={t('dashboardAdmin.phones.expiringHint')}
        color={phones.expiring > 0 ? WARN : undefined}
        testId="kpi-expiring"
      />
      <Kpi
        title={t('dashboardAdmin.phones.expired')}
        value={phones.expired}
        hint={t('dashboardAdmin.phones.expiredHint')}
        testId="kpi-expired"
      />
      <Kpi
        title={t('dashboardAdmin.openFeedback')}
        value={openFeedback}
        color={openFeedback > 0 ? ALERT : undefined}
        hint={
          <>
            {t('dashboardAdmin.openFeedbackHint')}
            {mayHandleFeedback && openFeedback > 0 && (
              <>
                {' · '}
                <Link to="/feedback" data-testid="kpi-feedback-link">
                  {t('dashboardAdmin.viewFeedback')}
                </Link>
              </>
            )}
          </>
        }
        testId="kpi-feedback"
      />
    </Row>
  );
}

/** The sums over the window of `window` days: sign-ups, orders created and paid, revenue. */
export function WindowKpis({ days, window }: { days: DashboardDay[]; window: number }) {
  const { t } = useTranslation();
  const totals = windowTotals(days);
  const note = t('dashboardAdmin.windowTotal', { days: window });
  return (
    <Row gutter={[16, 16]}>
      <Kpi title={t('dashboardAdmin.totals.signUps')} value={totals.signUps} hint={note} testId="total-signUps" />
      <Kpi title={t('dashboardAdmin.totals.orders')} value={totals.orders} hint={note} testId="total-orders" />
      <Kpi title={t('dashboardAdmin.totals.paidOrders')} value={totals.paidOrders} hint={note} testId="total-paidOrders" />
      <Kpi title={t('dashboardAdmin.totals.revenue')} value={showYuan(totals.revenue)} hint={note} testId="total-revenue" />
    </Row>
  );
}
