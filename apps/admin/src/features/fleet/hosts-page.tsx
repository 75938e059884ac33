import type { DeviceHostRow, PageResult } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Badge, Progress, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../shared/list';
import { deviceHosts, FLEET_HOSTS } from './api';
import { PhoneStatusTag } from './phone-status';
import './strings';
import './fleet.css';

/** The server answers every host at once (one per driver); the table pages them itself. */
const hostPage = async (): Promise<PageResult<DeviceHostRow>> => {
  const list = await deviceHosts();
  return { list, total: list.length };
};

const KNOWN_PROBLEMS = ['offline', 'unauthorized', 'protocol', 'internal'] as const;
type KnownProblem = (typeof KNOWN_PROBLEMS)[number];
const isKnownProblem = (problem: string): problem is KnownProblem => (KNOWN_PROBLEMS as readonly string[]).includes(problem);

/** Share of the capacity in use: red from 90 %, orange from 75 %. */
const loadColor = (percent: number) =>
  percent >= 90 ? 'var(--ant-color-error, #ff4d4f)' : percent >= 75 ? 'var(--ant-color-warning, #faad14)' : undefined;

/** /fleet/hosts: the device hosts with their health (a live call just now), capacity and devices by status. */
export default function HostsPage() {
  const { t } = useTranslation();

  const driverName = (driver: string) =>
    driver === 'simulator' || driver === 'remote' ? t(`fleetAdmin.hosts.driverName.${driver}`) : driver;

  const rented = (host: DeviceHostRow) => t('fleetAdmin.hosts.rented', { rented: host.rented });

  const columns: TableColumnsType<DeviceHostRow> = [
    {
      title: t('fleetAdmin.hosts.name'),
      key: 'name',
      render: (_, host) => (
        <div className="adm-fleet__host">
          <Typography.Text strong>{host.name}</Typography.Text>
          <Typography.Text type="secondary" className="adm-fleet__sub">
            {host.address ?? t('fleetAdmin.hosts.inProcess')}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('fleetAdmin.hosts.driver'), dataIndex: 'driver', render: (driver: string) => <Tag>{driverName(driver)}</Tag> },
    {
      title: t('fleetAdmin.hosts.health'),
      key: 'health',
      render: (_, host) => (
        <div className="adm-fleet__host" data-testid={`health-${host.id}`}>
          {host.online ? (
            <Badge status="success" text={t('fleetAdmin.hosts.online')} />
          ) : (
            <Badge
              status="error"
              text={`${t('fleetAdmin.hosts.offline')}${host.problem ? ` · ${isKnownProblem(host.problem) ? t(`fleetAdmin.hosts.problem.${host.problem}`) : host.problem}` : ''}`}
            />
          )}
          <Typography.Text type="secondary" className="adm-fleet__sub">
            {host.lastSeenTime === null
              ? t('fleetAdmin.hosts.never')
              : `${t('fleetAdmin.hosts.lastSeen')} ${formatTime(host.lastSeenTime)}`}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('fleetAdmin.hosts.latency'),
      dataIndex: 'latencyMs',
      align: 'right',
      render: (ms: number | null) => (ms === null ? '—' : t('fleetAdmin.hosts.latencyMs', { ms })),
    },
    {
      title: t('fleetAdmin.hosts.capacity'),
      key: 'capacity',
      render: (_, host) => {
        if (host.capacity === null)
          return (
            <div className="adm-fleet__capacity" data-testid={`capacity-${host.id}`}>
              <span>{t('fleetAdmin.hosts.noLimit', { used: host.used })}</span>
              <Typography.Text type="secondary" className="adm-fleet__sub">
                {rented(host)}
              </Typography.Text>
            </div>
          );
        const percent = host.capacity > 0 ? Math.round((host.used / host.capacity) * 100) : 100;
        return (
          <div className="adm-fleet__capacity" data-testid={`capacity-${host.id}`}>
            <Progress percent={Math.min(percent, 100)} size="small" strokeColor={loadColor(percent)} format={() => `${percent}%`} />
            <Typography.Text type="secondary" className="adm-fleet__sub">
              {t('fleetAdmin.hosts.usage', { used: host.used, capacity: host.capacity })} · {rented(host)}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: t('fleetAdmin.hosts.byStatus'),
      key: 'byStatus',
      render: (_, host) =>
        host.byStatus.length === 0 ? (
          <Typography.Text type="secondary">{t('fleetAdmin.hosts.noDevices')}</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap className="adm-fleet__statuses">
            {host.byStatus.map(({ status, count }) => (
              <PhoneStatusTag key={status} status={status} suffix={String(count)} />
            ))}
          </Space>
        ),
    },
    {
      title: t('fleetAdmin.hosts.faultInjection'),
      dataIndex: 'faultInjection',
      render: (on: boolean) =>
        on ? (
          <Tag color="orange">{t('fleetAdmin.hosts.faultOn')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('fleetAdmin.hosts.faultOff')}</Typography.Text>
        ),
    },
  ];

  return (
    <ListPage<DeviceHostRow, object>
      queryKey={FLEET_HOSTS}
      fetchPage={hostPage}
      initialFilters={{}}
      columns={columns}
      rowKey="id"
      testId="hosts-list"
      toolbar={(list) =>
        list.query.data && (
          <Typography.Text type="secondary" data-testid="hosts-summary">
            {t('fleetAdmin.hosts.summary', {
              hosts: list.rows.length,
              online: list.rows.filter((host) => host.online).length,
              used: list.rows.reduce((sum, host) => sum + host.used, 0),
            })}
          </Typography.Text>
        )
      }
    />
  );
}
