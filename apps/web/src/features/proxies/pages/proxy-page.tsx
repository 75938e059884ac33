import type { ProxyRow } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { useMediaQuery } from '../../../shared/interaction/use-media-query';
import { Pagination, TableToolbar, usePaging, useColumnChoice, visibleColumns } from '../../../shared/table';
import { toast } from '../../../shared/ui/overlay-store';
import { proxyKeys } from '../api/proxy-keys';
import { proxyPageQuery } from '../api/proxies';
import { BatchAddDialog } from '../components/batch-add-dialog';
import { DetectProgressDialog, DetectResultDialog } from '../components/detect-dialogs';
import { EditGroupDialog } from '../components/edit-group-dialog';
import { MergeGroupDialog } from '../components/merge-group-dialog';
import { COLUMN_KEYS, proxyColumns } from '../components/proxy-columns';
import { ProxyFilterForm, type ProxyFilters } from '../components/proxy-filters';
import { ProxyFormDialog } from '../components/proxy-form-dialog';
import { useDetection } from '../hooks/use-detection';
import { useProxyConfirms } from '../hooks/use-proxy-confirms';
import '../proxies.css';

/** The add and edit dialog: open or not, for a new proxy (null) or one being edited (kept while it closes). */
interface FormState {
  open: boolean;
  proxy: ProxyRow | null;
}

/**
 * /proxy (spec point 2 "Proxy screen"): the member's proxies, 20 a page, filtered by group,
 * country, host and detection state; add one, add a batch, delete, move to a group, merge groups
 * and detect, for a row or the selection, each with the spec's messages.
 */
export function ProxyPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const isWide = useMediaQuery('(min-width: 768px)');
  const paging = usePaging();
  const [filters, setFilters] = useState<ProxyFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [form, setForm] = useState<FormState>({ open: false, proxy: null });
  const [isBatchOpen, setBatchOpen] = useState(false);
  const [movingIds, setMovingIds] = useState<number[] | null>(null);
  const [isMergeOpen, setMergeOpen] = useState(false);
  const detection = useDetection();
  const { confirmDelete, confirmDetect } = useProxyConfirms(modal);
  const query = useQuery(proxyPageQuery({ pageNo: paging.page, pageSize: paging.limit, ...filters }));
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  const selected = rows.filter((row) => selectedIds.includes(row.id));
  const clearSelection = () => setSelectedIds([]);

  const definitions = useMemo(() => COLUMN_KEYS.map((key) => ({ key, label: t(`proxy.columns.${key}`) })), [t]);
  const choice = useColumnChoice('proxies', definitions);
  const columns = visibleColumns(
    proxyColumns(
      t,
      {
        onEdit: (proxy) => setForm({ open: true, proxy }),
        onDetect: (proxy) => confirmDetect([proxy], detection.detect),
        onDelete: (proxy) => confirmDelete([proxy], () => setSelectedIds((ids) => ids.filter((id) => id !== proxy.id))),
      },
      query.dataUpdatedAt,
      isWide,
    ),
    choice.columns,
  );

  const search = (next: ProxyFilters) => {
    setFilters(next);
    paging.setPage(1);
    clearSelection();
  };
  /** The selection's actions need one proxy at least. */
  const withSelection = (act: (proxies: ProxyRow[]) => void) => () =>
    selected.length ? act(selected) : toast.warning(tm('proxy.select.required'));
  const pager = paging.pagerFor(query.data?.total ?? 0);

  return (
    <div className="px-page" data-testid="proxy-page" data-state={query.isSuccess ? 'ready' : 'loading'}>
      <header className="px-page__head">
        <h1>{t('proxy.title')}</h1>
        <p className="px-muted">{t('proxy.intro')}</p>
      </header>
      {showSearch && <ProxyFilterForm value={filters} onSearch={search} />}
      <div className="px-toolbar">
        <div className="px-toolbar__actions">
          <Button type="primary" onClick={() => setForm({ open: true, proxy: null })} data-testid="proxy-add">
            {t('proxy.toolbar.add')}
          </Button>
          <Button onClick={() => setBatchOpen(true)} data-testid="proxy-batch-add">
            {t('proxy.toolbar.batchAdd')}
          </Button>
          <Button danger onClick={withSelection((proxies) => confirmDelete(proxies, clearSelection))} data-testid="proxy-batch-delete">
            {t('proxy.toolbar.batchDelete')}
          </Button>
          <Button onClick={withSelection((proxies) => setMovingIds(proxies.map((p) => p.id)))} data-testid="proxy-edit-group-open">
            {t('proxy.toolbar.editGroup')}
          </Button>
          <Button onClick={() => setMergeOpen(true)} data-testid="proxy-merge-open">
            {t('proxy.toolbar.mergeGroup')}
          </Button>
          <Button onClick={() => confirmDetect(selected, detection.detect)} data-testid="proxy-detect-selected">
            {t('proxy.toolbar.detect')}
          </Button>
        </div>
        <div className="px-toolbar__side">
          <span className="px-muted" data-testid="proxy-selected" data-count={selected.length}>
            {t('proxy.toolbar.selected', { count: selected.length })}
          </span>
          <TableToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void queryClient.invalidateQueries({ queryKey: proxyKeys.all() })}
            isRefreshing={query.isFetching}
            columns={choice.columns}
            onColumnsChange={choice.onColumnsChange}
          />
        </div>
      </div>
      <div className="px-table" data-testid="proxy-table">
        <Table<ProxyRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys as number[]) }}
          locale={{ emptyText: <span data-testid="proxy-empty">{t('proxy.empty')}</span> }}
          onRow={(row) => ({ 'data-testid': 'proxy-row', 'data-id': row.id, 'data-host': row.host }) as HTMLAttributes<HTMLElement>}
        />
      </div>
      <Pagination
        {...pager}
        onChange={(page, limit) => {
          clearSelection();
          pager.onChange(page, limit);
        }}
      />
      <ProxyFormDialog open={form.open} proxy={form.proxy} onClose={() => setForm((f) => ({ ...f, open: false }))} />
      <BatchAddDialog open={isBatchOpen} onClose={() => setBatchOpen(false)} />
      <EditGroupDialog
        ids={movingIds}
        onClose={() => setMovingIds(null)}
        onDone={() => {
          setMovingIds(null);
          clearSelection();
        }}
      />
      <MergeGroupDialog
        open={isMergeOpen}
        onClose={() => setMergeOpen(false)}
        onMerged={(oldGroupIds) => {
          setMergeOpen(false);
          // The old groups are gone: a filter on one of them would show nothing.
          const { groupId, ...others } = filters;
          if (groupId !== undefined && oldGroupIds.includes(groupId)) search(others);
        }}
      />
      <DetectResultDialog detection={detection.single} onClose={detection.closeSingle} />
      <DetectProgressDialog detection={detection.batch} onStop={detection.stopBatch} onClose={detection.closeBatch} />
    </div>
  );
}
