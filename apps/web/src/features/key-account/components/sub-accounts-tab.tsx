import { ACCREDIT_PAGE_SIZE, SUB_ACCOUNT_STATUS, type SubAccount } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { subAccountsQuery } from '../api/sub-accounts';
import { useSubAccountActions } from '../hooks/use-sub-account-actions';
import { AddSubAccountDialog } from './add-sub-account-dialog';
import { SubAccountDrawer } from './sub-account-drawer';

export const isEnabled = (account: Pick<SubAccount, 'status'>) => account.status === SUB_ACCOUNT_STATUS.enabled;

/**
 * The sub-accounts tab: my sub-accounts (by phone number), adding one, enabling, disabling and
 * removing them; a row's "phones" opens what is allotted to it. `startAdding` opens the add dialog
 * at once (the prospect view's "add a sub-account now").
 */
export function SubAccountsTab({ onOpenAudit, startAdding = false }: { onOpenAudit(subMemberPhone: string): void; startAdding?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const paging = usePaging(ACCREDIT_PAGE_SIZE);
  const [phone, setPhone] = useState('');
  const [isAdding, setAdding] = useState(startAdding);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery(subAccountsQuery({ pageNo: paging.page, pageSize: paging.limit, ...(phone ? { phone } : {}) }));
  const actions = useSubAccountActions(modal);
  const rows = query.data?.list ?? [];
  // The drawer follows the row, so a count or status changed meanwhile shows in it too.
  const open = rows.find((row) => row.id === openId) ?? null;

  const columns: TableColumnsType<SubAccount> = [
    { title: t('keyAccount.accounts.phone'), key: 'phone', render: (_, a) => <span data-testid="sub-account-phone">{a.phone}</span> },
    { title: t('keyAccount.accounts.nickname'), key: 'nickname', render: (_, a) => a.nickname || '—', responsive: ['sm'] },
    {
      title: t('keyAccount.accounts.status'),
      key: 'status',
      render: (_, a) => (
        <Tag color={isEnabled(a) ? 'green' : 'red'} data-testid="sub-account-status" data-status={a.status}>
          {t(isEnabled(a) ? 'keyAccount.status.enabled' : 'keyAccount.status.disabled')}
        </Tag>
      ),
    },
    { title: t('keyAccount.accounts.createTime'), key: 'createTime', render: (_, a) => formatTime(a.createTime), responsive: ['md'] },
    {
      title: t('keyAccount.accounts.phoneCount'),
      key: 'phoneCount',
      render: (_, a) => <span data-testid="sub-account-phone-count">{a.phoneCount}</span>,
    },
    {
      title: t('keyAccount.accounts.actions'),
      key: 'actions',
      render: (_, a) => (
        <span className="ka-actions">
          <Button size="small" type="link" onClick={() => setOpenId(a.id)} data-testid="sub-account-open">
            {t('keyAccount.accounts.phones')}
          </Button>
          {isEnabled(a) ? (
            <Button size="small" type="link" danger onClick={() => actions.disable(a)} data-testid="sub-account-disable">
              {t('keyAccount.accounts.disable')}
            </Button>
          ) : (
            <Button size="small" type="link" onClick={() => actions.enable(a)} data-testid="sub-account-enable">
              {t('keyAccount.accounts.enable')}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => onOpenAudit(a.phone)} data-testid="sub-account-audit">
            {t('keyAccount.accounts.auditLog')}
          </Button>
          <Button size="small" type="link" danger onClick={() => actions.remove(a)} data-testid="sub-account-remove">
            {t('keyAccount.accounts.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="ka-panel" data-testid="sub-accounts">
      <p className="ka-intro">{t('keyAccount.accounts.intro')}</p>
      <div className="ka-toolbar">
        <Input.Search
          allowClear
          placeholder={t('keyAccount.accounts.search')}
          onSearch={(value) => {
            setPhone(value.trim());
            paging.setPage(1);
          }}
          className="ka-search"
          data-testid="sub-account-search"
        />
        <Button type="primary" onClick={() => setAdding(true)} data-testid="sub-account-add">
          {t('keyAccount.accounts.add')}
        </Button>
      </div>
      <Table<SubAccount>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('keyAccount.accounts.empty') }}
        onRow={(a) => ({ 'data-testid': 'sub-account-row', 'data-id': a.id }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
      <AddSubAccountDialog open={isAdding} onClose={() => setAdding(false)} />
      <SubAccountDrawer account={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
