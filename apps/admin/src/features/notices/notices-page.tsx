import type { NoticeRecord, NoticeRecordQueryInput } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage } from '../../shared/list';
import { SafeHtml } from '../front/safe-html';
import { NOTICES_LIST, noticeList } from './api';
import { NoticeDialog } from './notice-dialog';
import { NoticeTypeTag, useNoticeTypeOptions } from './notice-type';
import { SendDialog } from './send-dialog';
import '../front/front.css';
import './strings';
import './notices.css';

const CREATE = 'system:notice:create';
const UPDATE = 'system:notice:update';

type Filters = Pick<NoticeRecordQueryInput, 'noticeTitle' | 'noticeType'>;

function Filters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="noticeTitle" label={t('noticesAdmin.title')}>
        <Input allowClear maxLength={100} data-testid="filter-title" />
      </Form.Item>
      <Form.Item name="noticeType" label={t('noticesAdmin.type')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          options={useNoticeTypeOptions()}
          style={{ minWidth: 160 }}
          data-testid="filter-type"
        />
      </Form.Item>
    </>
  );
}

function NoticeDrawer({ notice, onClose, onEdit }: { notice: NoticeRecord | null; onClose(): void; onEdit(): void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const who = (name: string | null) => name ?? '—';
  return (
    <Drawer
      open={notice !== null}
      title={t('noticesAdmin.detail')}
      onClose={onClose}
      size={narrow ? '100%' : 600}
      destroyOnHidden
      extra={
        <Authorized permissions={[UPDATE]}>
          <Button type="primary" onClick={onEdit} data-testid="drawer-edit">
            {t('noticesAdmin.edit')}
          </Button>
        </Authorized>
      }
      data-testid="notice-drawer"
    >
      {notice && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'title', label: t('noticesAdmin.title'), children: notice.noticeTitle },
              { key: 'type', label: t('noticesAdmin.type'), children: <NoticeTypeTag type={notice.noticeType} /> },
              {
                key: 'audience',
                label: t('noticesAdmin.audience'),
                children: t(notice.audience ? 'noticesAdmin.audienceOf.chosen' : 'noticesAdmin.audienceOf.all'),
              },
              { key: 'recipients', label: t('noticesAdmin.recipients'), children: notice.recipients },
              { key: 'sent', label: t('noticesAdmin.createTime'), children: `${formatTime(notice.createTime)} · ${who(notice.createBy)}` },
              ...(notice.updateTime !== notice.createTime
                ? [
                    {
                      key: 'edited',
                      label: t('noticesAdmin.updateTime'),
                      children: `${formatTime(notice.updateTime)} · ${who(notice.updateBy)}`,
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Title level={5} className="adm-notice-heading">
            {t('noticesAdmin.content')}
          </Typography.Title>
          <SafeHtml html={notice.noticeContent} className="adm-notice-content" testId="drawer-content" />
        </>
      )}
    </Drawer>
  );
}

/** /notices: the notices and messages operators sent to members' message centers; new, send, edit. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<NoticeRecord | null>(null);
  const [editing, setEditing] = useState<{ notice: NoticeRecord | null } | null>(null);
  const [sending, setSending] = useState(false);

  const columns: TableColumnsType<NoticeRecord> = [
    { title: 'ID', dataIndex: 'noticeId', width: 72 },
    {
      title: t('noticesAdmin.title'),
      dataIndex: 'noticeTitle',
      render: (title: string) => (
        <span className="adm-clamp" title={title}>
          {title}
        </span>
      ),
    },
    { title: t('noticesAdmin.type'), dataIndex: 'noticeType', render: (type: number) => <NoticeTypeTag type={type} /> },
    {
      title: t('noticesAdmin.audience'),
      dataIndex: 'audience',
      render: (audience: number) => t(audience ? 'noticesAdmin.audienceOf.chosen' : 'noticesAdmin.audienceOf.all'),
    },
    { title: t('noticesAdmin.recipients'), dataIndex: 'recipients' },
    {
      title: t('noticesAdmin.createBy'),
      dataIndex: 'createBy',
      render: (name: string | null) => name ?? '—',
    },
    { title: t('noticesAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`view-${row.noticeId}`}>
            {t('common.view')}
          </Button>
          <Authorized permissions={[UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ notice: row })} data-testid={`edit-${row.noticeId}`}>
              {t('noticesAdmin.edit')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<NoticeRecord, Filters>
        queryKey={NOTICES_LIST}
        fetchPage={noticeList}
        initialFilters={{}}
        filters={<Filters />}
        columns={columns}
        rowKey="noticeId"
        testId="notices-list"
        toolbar={() => (
          <Authorized permissions={[CREATE]}>
            <Space wrap>
              <Button type="primary" onClick={() => setEditing({ notice: null })} data-testid="notice-create">
                {t('noticesAdmin.create')}
              </Button>
              <Button onClick={() => setSending(true)} data-testid="notice-send">
                {t('noticesAdmin.send')}
              </Button>
            </Space>
          </Authorized>
        )}
      />
      <NoticeDrawer
        notice={viewing}
        onClose={() => setViewing(null)}
        onEdit={() => {
          setEditing({ notice: viewing });
          setViewing(null);
        }}
      />
      <NoticeDialog open={editing !== null} notice={editing?.notice ?? null} onClose={() => setEditing(null)} />
      <SendDialog open={sending} onClose={() => setSending(false)} />
    </>
  );
}
