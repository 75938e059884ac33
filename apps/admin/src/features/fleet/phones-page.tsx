import { FLEET_BATCH_MAX, PHONE_STATUS, type AdminPhoneRow, type FleetOperation } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { tm } from '@web/shared/i18n/message';
import { Button, Form, Input, InputNumber, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Authorized, useHasPermission } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { ALL_CONFIGURATIONS, allConfigurations } from '../catalogue/api';
import {
  DEVICE_FAULT_UPDATE,
  DEVICE_HOST_QUERY,
  DEVICE_PHONE_UPDATE,
  deviceHosts,
  FLEET_HOSTS,
  FLEET_PHONES,
  operatePhones,
  phonePage,
  setMaintenance,
  type PhoneFilters,
} from './api';
import { useBatchActions } from './batch-actions';
import { FaultDialog } from './fault-dialog';
import { phoneStatusOptions, PhoneStatusTag } from './phone-status';
import { ReplaceDialog } from './replace-dialog';
import './strings';
import './fleet.css';

const CATALOGUE_QUERY = 'trade:catalogue:query';

/** The filters a link may open the list with (the member detail links `?memberId=` and `?owlId=`). */
function filtersFromUrl(params: URLSearchParams): PhoneFilters {
  const filters: PhoneFilters = {};
  const owlId = params.get('owlId')?.trim();
  if (owlId) filters.owlId = owlId;
  const memberPhone = params.get('memberPhone')?.trim();
  if (memberPhone) filters.memberPhone = memberPhone;
  const memberId = Number(params.get('memberId'));
  if (Number.isSafeInteger(memberId) && memberId > 0) filters.memberId = memberId;
  const status = params.get('status');
  if (status !== null && status !== '' && Number.isInteger(Number(status))) filters.status = Number(status);
  return filters;
}

/**
 * /fleet/phones: every member's phones, filtered by status, spec, region, member, ID and expiry;
 * maintenance mode and reboot / reset / replace on the members' behalf for the selected phones;
 * the simulator's fault injection where the server serves it.
 */
export default function PhonesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const urlKey = params.toString();
  const initialFilters = useMemo(() => filtersFromUrl(new URLSearchParams(urlKey)), [urlKey]);
  const mayUpdate = useHasPermission([DEVICE_PHONE_UPDATE]);
  const mayFault = useHasPermission([DEVICE_FAULT_UPDATE]);
  const mayReadHosts = useHasPermission([DEVICE_HOST_QUERY]);
  const mayReadSpecs = useHasPermission([CATALOGUE_QUERY]);
  // The host list says whether fault injection is served (the simulator driver with DEVICE_FAULTS).
  const hosts = useQuery({ queryKey: FLEET_HOSTS, queryFn: deviceHosts, enabled: mayFault && mayReadHosts });
  const faultServed = mayFault && (hosts.data?.some((host) => host.faultInjection) ?? false);
  const specs = useQuery({ queryKey: ALL_CONFIGURATIONS, queryFn: allConfigurations, enabled: mayReadSpecs });
  const [selected, setSelected] = useState<AdminPhoneRow[]>([]);
  const [replacing, setReplacing] = useState<number[] | null>(null);
  const [faulting, setFaulting] = useState(false);
  const batch = useBatchActions();

  const ids = selected.map((phone) => phone.id);
  const count = ids.length;
  const clear = () => setSelected([]);

  const askMaintenance = (on: boolean) =>
    batch.confirm({
      title: t(on ? 'fleetAdmin.phones.confirm.maintenanceOn' : 'fleetAdmin.phones.confirm.maintenanceOff', { count }),
      content: t(on ? 'fleetAdmin.phones.confirm.maintenanceOnContent' : 'fleetAdmin.phones.confirm.maintenanceOffContent'),
      okText: t(on ? 'fleetAdmin.phones.maintenanceOn' : 'fleetAdmin.phones.maintenanceOff'),
      run: () => setMaintenance(ids, on),
      onDone: clear,
    });
  const askOperation = (operation: Exclude<FleetOperation, 'replace'>) =>
    batch.confirm({
      title: t(`fleetAdmin.phones.confirm.${operation}`, { count }),
      content:
        operation === 'reset' ? (
          <>
            <Typography.Paragraph strong type="danger">
              {t('fleetAdmin.phones.confirm.destructive')}
            </Typography.Paragraph>
            <Typography.Paragraph>{t('fleetAdmin.phones.confirm.resetContent')}</Typography.Paragraph>
          </>
        ) : (
          t('fleetAdmin.phones.confirm.rebootContent')
        ),
      okText: t(`fleetAdmin.phones.${operation}`),
      danger: operation === 'reset',
      run: () => operatePhones(ids, operation),
      onDone: clear,
    });

  const columns: TableColumnsType<AdminPhoneRow> = [
    {
      title: t('fleetAdmin.phones.owlId'),
      dataIndex: 'owlId',
      render: (owlId: string, phone) => (
        <div className="adm-fleet__host">
          <span className="adm-fleet__owl">{owlId}</span>
          <Typography.Text type="secondary" className="adm-fleet__sub">
            #{phone.id} · {phone.alias}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('fleetAdmin.phones.member'),
      key: 'member',
      render: (_, phone) => (
        <Link to={`/members/${phone.memberId}`}>
          {phone.memberPhone} <Typography.Text type="secondary">#{phone.memberId}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('fleetAdmin.phones.status'),
      key: 'status',
      render: (_, phone) => (
        <Space size={[0, 4]} wrap>
          <PhoneStatusTag status={phone.status} />
          {phone.status === PHONE_STATUS.running && !phone.powerOn && <Tag>{t('fleetAdmin.phones.poweredOff')}</Tag>}
          {phone.recycleTime !== null ? (
            <Tag>{t('fleetAdmin.phones.recycled')}</Tag>
          ) : (
            phone.expired && <Tag color="default">{t('fleetAdmin.phones.expiredYes')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('fleetAdmin.phones.spec'),
      key: 'spec',
      // The spec it was sold as (none for a phone made otherwise), then what the device runs.
      render: (_, phone) => (
        <div className="adm-fleet__host">
          {phone.configurationName && <span>{phone.configurationName}</span>}
          <Typography.Text
            type={phone.configurationName ? 'secondary' : undefined}
            className={phone.configurationName ? 'adm-fleet__sub' : undefined}
          >
            Android {phone.androidVersion} · {phone.chip}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('fleetAdmin.phones.region'),
      key: 'region',
      render: (_, phone) => [phone.country, phone.city].filter(Boolean).join(' · ') || '—',
    },
    { title: t('fleetAdmin.phones.driver'), dataIndex: 'driver', render: (driver: string) => <Tag>{driver}</Tag> },
    {
      title: t('fleetAdmin.phones.expireTime'),
      dataIndex: 'expireTime',
      render: (time: number, phone) => <Typography.Text type={phone.expired ? 'danger' : undefined}>{formatTime(time)}</Typography.Text>,
    },
    { title: t('fleetAdmin.phones.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
  ];

  const tooMany = count > FLEET_BATCH_MAX;
  const disabled = count === 0 || tooMany;

  return (
    <>
      <ListPage<AdminPhoneRow, PhoneFilters>
        key={urlKey}
        queryKey={FLEET_PHONES}
        fetchPage={phonePage}
        initialFilters={initialFilters}
        columns={columns}
        rowKey="id"
        testId="phones-list"
        rowSelection={
          mayUpdate
            ? {
                selectedRowKeys: ids,
                preserveSelectedRowKeys: true,
                onChange: (_: Key[], rows: AdminPhoneRow[]) => setSelected(rows.filter(Boolean)),
              }
            : undefined
        }
        filters={
          <>
            <Form.Item name="owlId" label={t('fleetAdmin.phones.owlId')}>
              <Input
                allowClear
                maxLength={32}
                placeholder={t('fleetAdmin.phones.owlIdPlaceholder')}
                style={{ width: 170 }}
                data-testid="filter-owlId"
              />
            </Form.Item>
            <Form.Item name="memberPhone" label={t('fleetAdmin.phones.memberPhone')}>
              <Input
                allowClear
                maxLength={20}
                placeholder={t('fleetAdmin.phones.phonePlaceholder')}
                style={{ width: 160 }}
                data-testid="filter-memberPhone"
              />
            </Form.Item>
            <Form.Item name="memberId" label={t('fleetAdmin.phones.memberId')}>
              <InputNumber min={1} precision={0} style={{ width: 120 }} data-testid="filter-memberId" />
            </Form.Item>
            <Form.Item name="status" label={t('fleetAdmin.phones.status')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 170 }}
                options={phoneStatusOptions()}
                virtual={false}
                data-testid="filter-status"
              />
            </Form.Item>
            {mayReadSpecs && (
              <Form.Item name="configurationId" label={t('fleetAdmin.phones.spec')}>
                <Select
                  allowClear
                  placeholder={t('common.all')}
                  style={{ minWidth: 150 }}
                  loading={specs.isPending}
                  options={specs.data?.map((spec) => ({ value: spec.id, label: spec.name }))}
                  data-testid="filter-spec"
                />
              </Form.Item>
            )}
            <Form.Item name="androidVersion" label={t('fleetAdmin.phones.androidVersion')}>
              <Input allowClear maxLength={16} style={{ width: 90 }} data-testid="filter-androidVersion" />
            </Form.Item>
            <Form.Item name="country" label={t('fleetAdmin.phones.country')}>
              <Input
                allowClear
                maxLength={8}
                placeholder={t('fleetAdmin.phones.countryPlaceholder')}
                style={{ width: 100 }}
                data-testid="filter-country"
              />
            </Form.Item>
            <Form.Item name="city" label={t('fleetAdmin.phones.city')}>
              <Input allowClear maxLength={48} style={{ width: 130 }} data-testid="filter-city" />
            </Form.Item>
            <Form.Item name="expired" label={t('fleetAdmin.phones.expired')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 120 }}
                options={[
                  { value: 'false', label: t('fleetAdmin.phones.expiredNo') },
                  { value: 'true', label: t('fleetAdmin.phones.expiredYes') },
                ]}
                data-testid="filter-expired"
              />
            </Form.Item>
          </>
        }
        toolbar={() => (
          <>
            <Authorized permissions={[DEVICE_PHONE_UPDATE]}>
              <Typography.Text className="adm-fleet__selection" data-testid="selection-count">
                {count === 0 ? t('fleetAdmin.phones.selectHint') : t('fleetAdmin.phones.selected', { count })}
              </Typography.Text>
              {count > 0 && (
                <Button size="small" type="link" onClick={clear} data-testid="clear-selection">
                  {t('fleetAdmin.phones.clearSelection')}
                </Button>
              )}
              {tooMany && (
                <Typography.Text type="danger" data-testid="selection-too-many">
                  {tm('fleet.ids.max')}
                </Typography.Text>
              )}
              <Space wrap size={8}>
                <Button disabled={disabled} onClick={() => askMaintenance(true)} data-testid="action-maintenance-on">
                  {t('fleetAdmin.phones.maintenanceOn')}
                </Button>
                <Button disabled={disabled} onClick={() => askMaintenance(false)} data-testid="action-maintenance-off">
                  {t('fleetAdmin.phones.maintenanceOff')}
                </Button>
                <Button disabled={disabled} onClick={() => askOperation('reboot')} data-testid="action-reboot">
                  {t('fleetAdmin.phones.reboot')}
                </Button>
                <Button danger disabled={disabled} onClick={() => askOperation('reset')} data-testid="action-reset">
                  {t('fleetAdmin.phones.reset')}
                </Button>
                <Button danger disabled={disabled} onClick={() => setReplacing(ids)} data-testid="action-replace">
                  {t('fleetAdmin.phones.replace')}
                </Button>
              </Space>
            </Authorized>
            {faultServed && (
              <Button onClick={() => setFaulting(true)} data-testid="action-fault">
                {t('fleetAdmin.phones.fault.open')}
              </Button>
            )}
          </>
        )}
      />
      <ReplaceDialog
        ids={replacing}
        onClose={() => setReplacing(null)}
        onReplaced={(results) => {
          clear();
          void batch.report(results, { toast: false });
        }}
      />
      <FaultDialog open={faulting} owlId={selected.length === 1 ? selected[0]!.owlId : undefined} onClose={() => setFaulting(false)} />
    </>
  );
}
