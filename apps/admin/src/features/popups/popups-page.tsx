import {
  POPUP_CONTENT_TYPES,
  POPUP_MSG_TYPES,
  POPUP_STATUS,
  type AdminPopupNotice,
  type AdminPopupNoticeQuery,
} from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Button, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage, useConfirmAction } from '../../shared/list';
import { plainText } from '../front/safe-html';
import { deletePopup, POPUPS_LIST, popupPage, setPopupStatus } from './api';
import { contentTypeLabel, frequencyLabel, msgTypeLabel } from './labels';
import { PopupDialog } from './popup-dialog';
import '../front/front.css';
import './strings';
import './popups.css';

const CREATE = 'system:popup:create';
const UPDATE = 'system:popup:update';
const DELETE = 'system:popup:delete';

type Filters = Pick<AdminPopupNoticeQuery, 'title' | 'msgType' | 'status'>;

function Filters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="title" label={t('popupsAdmin.title')}>
        <Input allowClear maxLength={100} data-testid="filter-title" />
      </Form.Item>
      <Form.Item name="msgType" label={t('popupsAdmin.msgType')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          options={POPUP_MSG_TYPES.map((type) => ({ value: type, label: msgTypeLabel(t, type) }))}
          style={{ minWidth: 140 }}
          data-testid="filter-msg-type"
        />
      </Form.Item>
      <Form.Item name="status" label={t('popupsAdmin.status')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          options={[
            { value: POPUP_STATUS.enabled, label: t('popupsAdmin.enabled') },
            { value: POPUP_STATUS.disabled, label: t('popupsAdmin.disabled') },
          ]}
          style={{ minWidth: 140 }}
          data-testid="filter-status"
        />
      </Form.Item>
    </>
  );
}

/** /popups: the popup notices members get on the home page after signing in; new, edit, enable / disable, delete. */
export default function PopupsPage() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<{ popup: AdminPopupNotice | null } | null>(null);

  const toggle = (row: AdminPopupNotice) => {
    const enabled = row.status === POPUP_STATUS.enabled;
    confirm({
      title: t(enabled ? 'popupsAdmin.disableTitle' : 'popupsAdmin.enableTitle', { title: row.title }),
      content: enabled ? t('popupsAdmin.disableContent') : undefined,
      action: () => setPopupStatus(row, enabled ? POPUP_STATUS.disabled : POPUP_STATUS.enabled),
      invalidate: [POPUPS_LIST],
    });
  };
  const remove = (row: AdminPopupNotice) =>
    confirm({
      title: t('popupsAdmin.deleteTitle', { title: row.title }),
      content: t('popupsAdmin.deleteContent'),
      danger: true,
      okText: t('popupsAdmin.delete'),
      action: () => deletePopup(row.id),
      invalidate: [POPUPS_LIST],
    });

  const columns: TableColumnsType<AdminPopupNotice> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    {
      title: t('popupsAdmin.title'),
      dataIndex: 'title',
      render: (title: string) => (
        <span className="adm-clamp adm-clamp--short" title={title}>
          {title}
        </span>
      ),
    },
    {
      title: t('popupsAdmin.content'),
      key: 'content',
      render: (_, row) =>
        row.contentType === POPUP_CONTENT_TYPES.text ? (
          <Space size={8}>
            <Tag>{contentTypeLabel(t, POPUP_CONTENT_TYPES.text)}</Tag>
            <span className="adm-clamp adm-clamp--short" title={plainText(row.content)}>
              {plainText(row.content)}
            </span>
          </Space>
        ) : (
          <Space size={8}>
            <Tag color="purple">{contentTypeLabel(t, POPUP_CONTENT_TYPES.image)}</Tag>
            <img src={row.content} alt="" className="adm-popup-thumb" />
          </Space>
        ),
    },
    {
      title: t('popupsAdmin.msgType'),
      dataIndex: 'msgType',
      render: (type: number) => msgTypeLabel(t, type),
    },
    {
      title: t('popupsAdmin.frequency'),
      dataIndex: 'popFrequency',
      render: (frequency: number) => frequencyLabel(t, frequency),
    },
    { title: t('popupsAdmin.priority'), dataIndex: 'popPriority', width: 80 },
    {
      title: t('popupsAdmin.window'),
      key: 'window',
      render: (_, row) =>
        row.startTime === null && row.endTime === null ? (
          t('popupsAdmin.always')
        ) : (
          <span className="adm-popup-window">
            {row.startTime !== null && <span>{t('popupsAdmin.from', { time: formatTime(row.startTime, '{y}-{m}-{d} {h}:{i}') })}</span>}
            {row.endTime !== null && <span>{t('popupsAdmin.until', { time: formatTime(row.endTime, '{y}-{m}-{d} {h}:{i}') })}</span>}
          </span>
        ),
    },
    {
      title: t('popupsAdmin.status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === POPUP_STATUS.enabled ? <Tag color="success">{t('popupsAdmin.enabled')}</Tag> : <Tag>{t('popupsAdmin.disabled')}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Authorized permissions={[UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ popup: row })} data-testid={`edit-${row.id}`}>
              {t('popupsAdmin.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => toggle(row)} data-testid={`toggle-${row.id}`}>
              {row.status === POPUP_STATUS.enabled ? t('popupsAdmin.disable') : t('popupsAdmin.enable')}
            </Button>
          </Authorized>
          <Authorized permissions={[DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.id}`}>
              {t('popupsAdmin.delete')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('popupsAdmin.hint')}</Typography.Paragraph>
      <ListPage<AdminPopupNotice, Filters>
        queryKey={POPUPS_LIST}
        fetchPage={popupPage}
        initialFilters={{}}
        filters={<Filters />}
        columns={columns}
        rowKey="id"
        testId="popups-list"
        toolbar={() => (
          <Authorized permissions={[CREATE]}>
            <Button type="primary" onClick={() => setEditing({ popup: null })} data-testid="popup-create">
              {t('popupsAdmin.create')}
            </Button>
          </Authorized>
        )}
      />
      <PopupDialog open={editing !== null} popup={editing?.popup ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
