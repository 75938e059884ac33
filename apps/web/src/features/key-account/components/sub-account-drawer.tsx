import { ACCREDIT_OPERATE, ACCREDIT_PAGE_SIZE, BUSINESS_STATUS, DICT_TYPES, type AccreditRow, type SubAccount } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Dropdown, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { useDict } from '../../../shared/front/use-front-lists';
import { Pagination, usePaging } from '../../../shared/table';
import { grantedPhonesQuery, myGroupsQuery } from '../api/allotments';
import { businessStatusName } from '../business-status';
import { useTakeBack } from '../hooks/use-take-back';
import { AllotDialog } from './allot-dialog';

/** A sub-account's detail: the phones granted to it, allotting more, and taking them back. */
export function SubAccountDrawer({ account, onClose }: { account: SubAccount | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      title={account ? t('keyAccount.detail.title', { phone: account.phone }) : ''}
      size="min(760px, 100vw)"
      destroyOnHidden
    >
      {account && <SubAccountPhones key={account.id} account={account} />}
    </Drawer>
  );
}

function SubAccountPhones({ account }: { account: SubAccount }) {
  const { t } = useTranslation();
  const dictionary = useDict(DICT_TYPES.businessStatus);
  const { modal } = App.useApp();
  const paging = usePaging(ACCREDIT_PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [isAllotting, setAllotting] = useState(false);
  const query = useQuery(grantedPhonesQuery({ subMemberPhone: account.phone, pageNo: paging.page, pageSize: paging.limit }));
  const groups = useQuery(myGroupsQuery());
  const takeBack = useTakeBack(modal, account, () => setSelected([]));
  const rows = query.data?.list ?? [];

  const columns: TableColumnsType<AccreditRow> = [
    { title: t('keyAccount.detail.owlId'), key: 'owlId', render: (_, r) => <code>{r.owlId}</code> },
    { title: t('keyAccount.detail.alias'), key: 'alias', render: (_, r) => r.phoneAlias || '—', responsive: ['sm'] },
    {
      title: t('keyAccount.detail.type'),
      key: 'type',
      render: (_, r) => (
        <Tag color={r.accreditType === ACCREDIT_OPERATE ? 'blue' : 'default'} data-testid="granted-type" data-type={r.accreditType}>
          {t(r.accreditType === ACCREDIT_OPERATE ? 'keyAccount.type.operate' : 'keyAccount.type.view')}
        </Tag>
      ),
    },
    { title: t('keyAccount.detail.createTime'), key: 'createTime', render: (_, r) => formatTime(r.createTime), responsive: ['lg'] },
    { title: t('keyAccount.detail.expireTime'), key: 'expireTime', render: (_, r) => formatTime(r.expireTime) },
    {
      title: t('keyAccount.detail.businessStatus'),
      key: 'businessStatus',
      render: (_, r) => (
        <Tag color={r.businessStatus === BUSINESS_STATUS.normal ? 'green' : 'red'} data-testid="granted-status">
          {dictionary.get(String(r.businessStatus))?.dictLabel ?? t(`keyAccount.business.${businessStatusName(r.businessStatus)}`)}
        </Tag>
      ),
      responsive: ['md'],
    },
  ];

  const groupItems = (groups.data ?? []).map((group) => ({
    key: String(group.id),
    label: <span data-testid={`take-back-group-${group.id}`}>{group.name}</span>,
    onClick: () => takeBack.group(group),
  }));

  return (
    <div className="ka-detail" data-testid="sub-account-detail" data-id={account.id}>
      <div className="ka-toolbar">
        <Button type="primary" onClick={() => setAllotting(true)} data-testid="allot-open">
          {t('keyAccount.detail.allot')}
        </Button>
        <Button danger disabled={!selected.length} onClick={() => takeBack.phones(selected)} data-testid="take-back-selected">
          {t('keyAccount.detail.takeBackSelected', { count: selected.length })}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{ items: groupItems.length ? groupItems : [{ key: 'none', label: t('keyAccount.detail.noGroups'), disabled: true }] }}
        >
          <Button danger data-testid="take-back-group">
            {t('keyAccount.detail.takeBackGroup')}
          </Button>
        </Dropdown>
        <Button danger disabled={!query.data?.total} onClick={takeBack.all} data-testid="take-back-all">
          {t('keyAccount.detail.takeBackAll')}
        </Button>
      </div>
      <Table<AccreditRow>
        rowKey="phoneId"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('keyAccount.detail.empty') }}
        onRow={(r) => ({ 'data-testid': 'granted-row', 'data-phone-id': r.phoneId }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} autoScroll={false} />
      <AllotDialog account={account} open={isAllotting} onClose={() => setAllotting(false)} />
    </div>
  );
}
