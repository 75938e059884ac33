import type { NotifyMessage } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Table } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Pagination, TableToolbar, usePaging } from '../../../shared/table';
import { noticePageQuery } from '../api/notices';
import { useNoticeActions } from '../hooks/use-notice-actions';
import { useRefreshNotices } from '../hooks/use-refresh-notices';
import { noticeColumns } from './notice-columns';
import { NoticeFilterForm, type NoticeFilters } from './notice-filters';

/**
 * The member's messages (spec points 2 and 7 "Notices"), 20 a page, filtered by title and read
 * status; the selection can be deleted (after a confirmation) or marked read, everything marked
 * read at once, and a message opens on its own page, which marks it read.
 */
export function NoticeList() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const paging = usePaging();
  const refresh = useRefreshNotices();
  const [filters, setFilters] = useState<NoticeFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const actions = useNoticeActions(modal);
  const query = useQuery(noticePageQuery({ pageNo: paging.page, pageSize: paging.limit, ...filters }));
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  // Only rows still listed count (a refresh may have removed some).
  const selected = selectedIds.filter((id) => rows.some((row) => row.id === id));
  const clearSelection = () => setSelectedIds([]);
  const columns = noticeColumns(t, (notice) => navigate(`/seeNotice/${notice.id}`));
  const pager = paging.pagerFor(query.data?.total ?? 0);

  return (
    <section className="nt-panel" data-testid="notice-list" data-state={query.isSuccess ? 'ready' : 'loading'}>
      {showSearch && (
        <NoticeFilterForm
          value={filters}
          onSearch={(next) => {
            setFilters(next);
            paging.setPage(1);
            clearSelection();
          }}
        />
      )}
      <div className="nt-toolbar">
        <div className="nt-toolbar__actions">
          <Button danger onClick={() => actions.confirmDelete(selected, clearSelection)} data-testid="notice-delete">
            {t('notice.toolbar.delete')}
          </Button>
          <Button
            loading={actions.busy === 'read'}
            onClick={() => void actions.markSelectedRead(selected).then((done) => done && clearSelection())}
            data-testid="notice-mark-read"
          >
            {t('notice.toolbar.markRead')}
          </Button>
          <Button
            type="primary"
            loading={actions.busy === 'allRead'}
            onClick={() => void actions.markEverythingRead()}
            data-testid="notice-mark-all-read"
          >
            {t('notice.toolbar.markAllRead')}
          </Button>
        </div>
        <div className="nt-toolbar__side">
          <span className="nt-muted" data-testid="notice-selected" data-count={selected.length}>
            {t('notice.toolbar.selected', { count: selected.length })}
          </span>
          <TableToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void refresh()}
            isRefreshing={query.isFetching}
          />
        </div>
      </div>
      <Table<NotifyMessage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelectedIds(keys as number[]) }}
        rowClassName={(row) => (row.readStatus ? '' : 'nt-row--unread')}
        locale={{ emptyText: <span data-testid="notice-empty">{t('notice.empty')}</span> }}
        onRow={(row) => ({ 'data-testid': 'notice-row', 'data-id': row.id, 'data-read': row.readStatus }) as HTMLAttributes<HTMLElement>}
      />
      <Pagination
        {...pager}
        onChange={(page, limit) => {
          clearSelection();
          pager.onChange(page, limit);
        }}
      />
    </section>
  );
}
