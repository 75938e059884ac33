import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Pagination, TableToolbar, useColumnChoice, usePaging, visibleColumns } from '../../../shared/table';
import { recyclePageQuery, type RecycledPhone } from '../api/recycle-page';
import { CopyId } from '../components/copy-id';
import { ListMessage, LoadError } from '../components/list-states';
import { useNow } from '../hooks/use-now';
import { formatExpiry, formatRemaining, secondsUntil } from '../remaining-time';
import '../phones.css';
import './recycle-bin.css';

/**
 * /recycleBin (spec point 4: "expired phones can be renewed before an expiry time"): the member's
 * expired phones with when they expired, were recycled and will be released, counting down to the
 * release. Renewal itself is the renew page's (a later release); the button goes there honestly.
 */
export function RecycleBinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const paging = usePaging();
  const { page, limit } = paging;
  const query = useQuery(recyclePageQuery(page, limit));
  const rows = query.data?.list ?? [];
  const choosable = useMemo(
    () => (['alias', 'expireTime', 'recycleTime', 'releaseTime'] as const).map((key) => ({ key, label: t(`phones.recycle.${key}`) })),
    [t],
  );
  const choice = useColumnChoice('recycle-bin', choosable);

  const columns: TableColumnsType<RecycledPhone> = [
    {
      title: t('phones.recycle.alias'),
      key: 'alias',
      render: (_, row) => (
        <div className="ph-recycle__name">
          <strong>{row.alias || row.owlId}</strong>
          <CopyId owlId={row.owlId} />
        </div>
      ),
    },
    {
      title: t('phones.recycle.expireTime'),
      dataIndex: 'expireTime',
      key: 'expireTime',
      render: (v: number) => formatExpiry(v),
      responsive: ['md'],
    },
    {
      title: t('phones.recycle.recycleTime'),
      dataIndex: 'recycleTime',
      key: 'recycleTime',
      render: (v: number) => formatExpiry(v),
      responsive: ['lg'],
    },
    {
      title: t('phones.recycle.releaseTime'),
      key: 'releaseTime',
      render: (_, row) => {
        const left = secondsUntil(row.releaseTime, now);
        if (left <= 0) return <span className="ph-expiry is-expired">{t('phones.recycle.released')}</span>;
        return (
          <div className="ph-recycle__release" data-testid="recycle-release">
            <span className={left <= 3 * 86_400 ? 'ph-expiry is-soon' : 'ph-expiry'}>
              {t('phones.recycle.releaseIn', { time: formatRemaining(left) })}
            </span>
            <span className="ph-muted">{t('phones.recycle.renewableUntil', { time: formatExpiry(row.releaseTime) })}</span>
          </div>
        );
      },
    },
    {
      title: '',
      key: 'renew',
      align: 'right',
      // Pinned: on a narrow screen the table scrolls sideways and the way out stays in view.
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="primary"
          ghost
          size="small"
          disabled={secondsUntil(row.releaseTime, now) <= 0}
          onClick={() => void navigate(`/renewManage?phoneId=${row.id}`)}
          data-testid="recycle-renew"
        >
          {t('phones.recycle.renew')}
        </Button>
      ),
    },
  ];

  return (
    <div className="ph-recycle" data-testid="recycle-bin">
      <header className="ph-head">
        <div className="ph-head__title">
          <h1>
            <DeleteOutlined /> {t('phones.recycle.title')}
          </h1>
          {query.data && <span className="ph-head__count">{t('table.total', { count: query.data.total })}</span>}
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/index')}>
          {t('phones.recycle.back')}
        </Button>
      </header>
      <Alert className="ph-recycle__intro" type="info" showIcon message={t('phones.recycle.intro')} />
      <div className="ph-recycle__tools">
        <TableToolbar
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isRefetching}
          columns={choice.columns}
          onColumnsChange={choice.onColumnsChange}
        />
      </div>
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data && query.data.total === 0 ? (
        <ListMessage title={t('phones.recycle.empty')} text={t('phones.recycle.emptyText')} testId="recycle-empty" />
      ) : (
        <div className="ph-recycle__table">
          <Table<RecycledPhone>
            rowKey="id"
            columns={visibleColumns(columns, choice.columns)}
            dataSource={rows}
            loading={query.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={false}
            onRow={() => ({ 'data-testid': 'recycle-row' }) as React.HTMLAttributes<HTMLElement>}
          />
          <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
        </div>
      )}
    </div>
  );
}
