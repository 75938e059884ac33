import { CUSTOMER_SERVICE_TYPES, type CustomerServiceEntryAdmin } from '@cloudphone/contract';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { ListPage, useConfirmAction } from '../../shared/list';
import { CUSTOMER_SERVICE_LIST, customerServicePage, deleteCustomerService, updateCustomerService } from './api';
import { EntryDialog, type EntryTarget } from './entry-dialog';
import { SafeHtml } from './safe-html';

const UPDATE = 'system:front:update';

/** One kind of customer-service entry (the contacts, or the user group): its list, add, edit, enable, delete. */
export function ServiceEntries({ type }: { type: number }) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<EntryTarget | null>(null);
  const isGroup = type === CUSTOMER_SERVICE_TYPES.group;
  const list = [...CUSTOMER_SERVICE_LIST, type];

  const toggle = (row: CustomerServiceEntryAdmin) =>
    confirm({
      title: t(row.enabled ? 'frontAdmin.service.disableTitle' : 'frontAdmin.service.enableTitle', { name: row.name }),
      action: () => {
        const { id, type: kind, name, weChatContact, htmlCode, link, sort } = row;
        return updateCustomerService({ id, type: kind, name, weChatContact, htmlCode, link, sort, enabled: !row.enabled }, false);
      },
      invalidate: [CUSTOMER_SERVICE_LIST],
    });
  const remove = (row: CustomerServiceEntryAdmin) =>
    confirm({
      title: t('frontAdmin.service.deleteTitle', { name: row.name }),
      content: t('frontAdmin.service.deleteContent'),
      danger: true,
      okText: t('frontAdmin.delete'),
      action: () => deleteCustomerService(row.id),
      invalidate: [CUSTOMER_SERVICE_LIST],
    });

  const columns: TableColumnsType<CustomerServiceEntryAdmin> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('frontAdmin.service.name'), dataIndex: 'name' },
    ...(isGroup
      ? [
          {
            title: t('frontAdmin.service.link'),
            dataIndex: 'link',
            render: (link: string | null) =>
              link ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className="adm-clamp">
                  {link}
                </a>
              ) : (
                '—'
              ),
          },
        ]
      : [
          { title: t('frontAdmin.service.weChat'), dataIndex: 'weChatContact', render: (value: string | null) => value || '—' },
          {
            title: t('frontAdmin.service.htmlCode'),
            dataIndex: 'htmlCode',
            render: (html: string | null) => (html ? <SafeHtml html={html} className="adm-safe-html--cell" /> : '—'),
          },
        ]),
    { title: t('frontAdmin.service.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('frontAdmin.service.status'),
      dataIndex: 'enabled',
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t('frontAdmin.enabled')}</Tag> : <Tag>{t('frontAdmin.disabled')}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Authorized permissions={[UPDATE]} fallback="—">
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ type, entry: row })} data-testid={`edit-${row.id}`}>
              {t('frontAdmin.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => toggle(row)} data-testid={`toggle-${row.id}`}>
              {row.enabled ? t('frontAdmin.disable') : t('frontAdmin.enable')}
            </Button>
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.id}`}>
              {t('frontAdmin.delete')}
            </Button>
          </Space>
        </Authorized>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t(isGroup ? 'frontAdmin.service.groupHint' : 'frontAdmin.service.contactsHint')}
      </Typography.Paragraph>
      <ListPage<CustomerServiceEntryAdmin, { type: number }>
        queryKey={list}
        fetchPage={customerServicePage}
        initialFilters={{ type }}
        columns={columns}
        rowKey="id"
        testId={`service-list-${type}`}
        toolbar={() => (
          <Authorized permissions={[UPDATE]}>
            <Button type="primary" onClick={() => setEditing({ type, entry: null })} data-testid="entry-add">
              {t(isGroup ? 'frontAdmin.service.addGroup' : 'frontAdmin.service.addContact')}
            </Button>
          </Authorized>
        )}
      />
      <EntryDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
