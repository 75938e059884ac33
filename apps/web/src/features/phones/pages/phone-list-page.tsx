import { ShoppingCartOutlined } from '@ant-design/icons';
import type { PhoneRow } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initialFilters, phoneKeys, type PhoneListFilters } from '../api/phone-keys';
import { keywordFromTerms } from '../batch-keyword';
import { GroupPanel } from '../components/group-panel';
import { Icon } from '../components/icons';
import { ListMessage, LoadError, SkeletonCards } from '../components/list-states';
import { PhoneGrid, type PhoneListViewProps } from '../components/phone-grid';
import type { PhoneTableProps } from '../components/phone-table';
import { PhonesToolbar } from '../components/phones-toolbar';
import { SelectionBar } from '../components/selection-bar';
import { useLiveStatus } from '../hooks/use-live-status';
import { useNow } from '../hooks/use-now';
import { useOperationRunner } from '../hooks/use-operation-runner';
import { usePageLabels } from '../hooks/use-page-labels';
import { usePhoneHistory } from '../hooks/use-phone-history';
import { usePhoneList } from '../hooks/use-phone-list';
import { lazyPart } from '../lazy-part';
import { readView, writeSortType, writeView, type ListView } from '../list-prefs';
import { PHONE_TABLE_COLUMNS, PHONE_TABLE_ID } from '../phone-table-columns';
import { PhoneLabelsContext } from '../phone-labels-context';
import { selectAll, toggleSelected } from '../selection';
import { useColumnChoice } from '../../../shared/table/use-column-choice';
import '../phones.css';

const phoneTable = lazyPart<PhoneTableProps>('phone-table', () => import('../components/phone-table').then((m) => m.PhoneTable));
const batchSearchDialog = lazyPart('batch-search-dialog', () =>
  import('../components/dialogs/batch-search-dialog').then((m) => m.BatchSearchDialog),
);

const isUnfiltered = (f: PhoneListFilters) =>
  !f.keyword.trim() && f.group === 'all' && f.tagId === null && f.status === null && !f.expiringSoon && f.authorized === null;

/**
 * /index, the cloud phone list (spec point 2): groups and tags on the left; search, filters, sort
 * and the view on top; the phones as a virtualised card grid (or a compact table) loaded 200 at a
 * time as the member scrolls, kept live by the push channel; every operation of spec point 4.
 */
export function PhoneListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState(initialFilters);
  const [view, setView] = useState<ListView>(readView);
  const [selected, setSelected] = useState<ReadonlyMap<number, PhoneRow>>(new Map());
  const [isBatchSearchOpen, setBatchSearchOpen] = useState(false);
  const [batchSearchMounted, setBatchSearchMounted] = useState(false);
  const { query, rows, total } = usePhoneList(filters);
  const now = useNow();
  const { operator, dialogs } = useOperationRunner();
  const { showHistory, drawer: historyDrawer } = usePhoneHistory();
  useLiveStatus(rows);
  const labels = usePageLabels(rows);
  const [isSearchShown, setSearchShown] = useState(true);
  // Labels come with the table's strings; the dialog opens only once the table (and they) loaded.
  const columnChoice = useColumnChoice(
    PHONE_TABLE_ID,
    PHONE_TABLE_COLUMNS.map((c) => ({ key: c.key, label: t(`phones.table.${c.key}`) })),
  );

  const onChange = useCallback((patch: Partial<PhoneListFilters>) => {
    if (patch.sortType !== undefined) writeSortType(patch.sortType);
    setFilters((f) => ({ ...f, ...patch }));
    // A new search or filter starts a new selection: the ticked phones may no longer be shown.
    setSelected(new Map());
  }, []);
  const onSelect = useCallback((phone: PhoneRow, on: boolean) => setSelected((s) => toggleSelected(s, phone, on)), []);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const freshSelection = () => [...selected.values()].map((p) => byId.get(p.id) ?? p);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const changeView = (next: ListView) => {
    writeView(next);
    setView(next);
  };
  const refresh = () => {
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
    void queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
  };
  const openBatchSearch = () => {
    setBatchSearchMounted(true);
    setBatchSearchOpen(true);
  };

  const isReady = query.isSuccess || query.isError;
  const viewProps: PhoneListViewProps = {
    rows,
    hasMore: Boolean(query.hasNextPage),
    isLoadingMore: query.isFetchingNextPage,
    onLoadMore: loadMore,
    selected,
    onSelect,
    operator,
    now,
    onShowHistory: showHistory,
  };
  const { Component: PhoneTable } = phoneTable;
  const { Component: BatchSearchDialog } = batchSearchDialog;

  let content: React.ReactNode;
  if (query.isPending)
    content = (
      <div className="ph-grid is-static" aria-busy>
        <SkeletonCards count={8} />
      </div>
    );
  else if (query.isError && rows.length === 0) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !query.hasNextPage)
    content = isUnfiltered(filters) ? (
      <ListMessage
        title={t('phones.emptyTitle')}
        text={t('phones.emptyText')}
        testId="phone-list-empty"
        action={
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => void navigate('/payManage')}>
            {t('phones.buy')}
          </Button>
        }
      />
    ) : (
      <ListMessage
        title={t('phones.noMatchTitle')}
        text={t('phones.noMatchText')}
        testId="phone-list-no-match"
        action={<Button onClick={() => onChange({ ...initialFilters(), sortType: filters.sortType })}>{t('phones.resetFilters')}</Button>}
      />
    );
  else
    content =
      view === 'table' ? (
        <Suspense fallback={<div className="ph-table-loading" aria-busy />}>
          <PhoneTable {...viewProps} isColumnVisible={columnChoice.isVisible} />
        </Suspense>
      ) : (
        <PhoneGrid {...viewProps} />
      );

  return (
    <div className="ph-page" data-testid="phone-list" data-state={isReady ? 'ready' : 'loading'}>
      <header className="ph-head">
        <div className="ph-head__title">
          <h1>{t('phones.title')}</h1>
          {isReady && (
            <span className="ph-head__count" data-testid="phone-total" data-total={total}>
              {t('phones.subtitle', { count: total })}
            </span>
          )}
        </div>
        <div className="ph-head__actions">
          <Button
            icon={<Icon name="trash" />}
            onClick={() => void navigate('/recycleBin')}
            aria-label={t('phones.recycleBin')}
            data-testid="open-recycle-bin"
          >
            <span className="ph-head__label">{t('phones.recycleBin')}</span>
          </Button>
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => void navigate('/payManage')}>
            {t('phones.buy')}
          </Button>
        </div>
      </header>
      <GroupPanel
        group={filters.group}
        tagId={filters.tagId}
        onGroup={(group) => onChange({ group })}
        onTag={(tagId) => onChange({ tagId })}
      />
      <section className="ph-main">
        <PhonesToolbar
          filters={filters}
          onChange={onChange}
          view={view}
          onViewChange={changeView}
          onRefresh={refresh}
          isRefreshing={query.isRefetching && !query.isFetchingNextPage}
          isSearchShown={isSearchShown}
          onSearchShownChange={setSearchShown}
          columns={view === 'table' ? columnChoice.columns : undefined}
          onColumnsChange={columnChoice.onColumnsChange}
          onBatchSearch={openBatchSearch}
          onBatchSearchIntent={batchSearchDialog.preload}
        />
        <SelectionBar
          loaded={rows.length}
          selected={selected}
          onSelectAll={() => setSelected(selectAll(rows))}
          onClear={() => setSelected(new Map())}
          operator={operator}
          freshSelection={freshSelection}
        />
        <PhoneLabelsContext value={labels.value}>{content}</PhoneLabelsContext>
        {query.isFetchingNextPage && <div className="ph-more">{t('phones.loadingMore')}</div>}
      </section>
      {dialogs}
      {historyDrawer}
      {labels.dialog}
      {batchSearchMounted && (
        <Suspense fallback={null}>
          <BatchSearchDialog
            open={isBatchSearchOpen}
            initial={filters.keyword}
            onCancel={() => setBatchSearchOpen(false)}
            onSearch={(terms) => {
              setBatchSearchOpen(false);
              onChange({ keyword: keywordFromTerms(terms) });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
