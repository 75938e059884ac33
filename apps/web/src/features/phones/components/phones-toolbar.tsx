import { AppstoreOutlined, DownOutlined, FieldTimeOutlined, SearchOutlined } from '@ant-design/icons';
import { PHONE_SORT_TYPES } from '@cloudphone/contract';
import { Dropdown, Tooltip, type MenuProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Not the folder's index: its Pagination (antd's, with a Select) is not for the card list.
import { TableToolbar } from '../../../shared/table/table-toolbar';
import type { ToolbarColumn } from '../../../shared/table/toolbar-column';
import type { PhoneListFilters } from '../api/phone-keys';
import { keywordFromTerms, parseKeywordTerms } from '../batch-keyword';
import type { ListView } from '../list-prefs';
import { Icon } from './icons';
import { STATUS_FILTER_OPTIONS } from '../phone-status';
import { statusFilterText } from './status-tag';

/** How long typing waits before the list is searched. */
const SEARCH_DEBOUNCE_MS = 350;

interface ToolbarProps {
  filters: PhoneListFilters;
  onChange(patch: Partial<PhoneListFilters>): void;
  view: ListView;
  onViewChange(view: ListView): void;
  onRefresh(): void;
  isRefreshing: boolean;
  onBatchSearch(): void;
  onBatchSearchIntent(): void;
  /** The table toolbar's search toggle shows or hides the search box. */
  isSearchShown: boolean;
  onSearchShownChange(shown: boolean): void;
  /** The table view's columns (show/hide dialog); none in the card view. */
  columns?: readonly ToolbarColumn[];
  onColumnsChange(columns: ToolbarColumn[]): void;
}

function MenuButton({
  label,
  value,
  icon,
  items,
  testId,
  isFilter = true,
}: {
  label: string;
  value: string | null;
  icon: ReactNode;
  items: MenuProps;
  testId: string;
  /** A filter that is set is highlighted; the sort always has a value and is not. */
  isFilter?: boolean;
}) {
  return (
    <Dropdown menu={items} trigger={['click']}>
      <button type="button" className={`ph-filter${value && isFilter ? ' is-set' : ''}`} data-testid={testId}>
        {icon}
        <span>{value ?? label}</span>
        <DownOutlined className="ph-filter__caret" />
      </button>
    </Dropdown>
  );
}

/**
 * The list's toolbar (spec point 2: search single or batch, filters, sort): one search box that
 * takes a single term (fuzzy) or several (exact, also from the batch dialog), status, expiring
 * soon and sharing filters, the sort type, grid or table, refresh.
 */
export function PhonesToolbar({
  filters,
  onChange,
  view,
  onViewChange,
  onRefresh,
  isRefreshing,
  onBatchSearch,
  onBatchSearchIntent,
  isSearchShown,
  onSearchShownChange,
  columns,
  onColumnsChange,
}: ToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.keyword);
  const [applied, setApplied] = useState(filters.keyword);
  // The keyword can change from outside (batch dialog, clear filters): show it.
  if (filters.keyword !== applied) {
    setApplied(filters.keyword);
    setText(filters.keyword);
  }
  useEffect(() => {
    if (text === filters.keyword) return;
    const timer = setTimeout(() => onChange({ keyword: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.keyword, onChange]);
  const terms = parseKeywordTerms(filters.keyword);

  const statusMenu: MenuProps = {
    selectable: true,
    selectedKeys: [filters.status === null ? 'all' : String(filters.status)],
    items: [
      { key: 'all', label: t('phones.allStatuses') },
      ...STATUS_FILTER_OPTIONS.map((value) => ({
        key: String(value),
        label: <span data-testid={`filter-status-${value}`}>{statusFilterText(value)}</span>,
      })),
    ],
    onClick: ({ key }) => onChange({ status: key === 'all' ? null : Number(key) }),
  };
  const sharedMenu: MenuProps = {
    selectable: true,
    selectedKeys: [String(filters.authorized)],
    items: [
      { key: 'null', label: t('phones.sharedAll') },
      { key: 'true', label: t('phones.sharedOnly') },
      { key: 'false', label: t('phones.sharedNone') },
    ],
    onClick: ({ key }) => onChange({ authorized: key === 'null' ? null : key === 'true' }),
  };
  const sortMenu: MenuProps = {
    selectable: true,
    selectedKeys: [String(filters.sortType)],
    items: PHONE_SORT_TYPES.map((type) => ({
      key: String(type),
      label: <span data-testid={`sort-${type}`}>{t(`phones.sortType.${type}`)}</span>,
    })),
    onClick: ({ key }) => onChange({ sortType: Number(key) }),
  };
  const sortLabel = t(`phones.sortType.${filters.sortType as 1 | 2 | 3 | 4}`);

  return (
    <div className="ph-toolbar" role="search">
      {isSearchShown && (
        <div className="ph-search">
          <SearchOutlined className="ph-search__icon" />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange({ keyword: keywordFromTerms(parseKeywordTerms(text)) || text.trim() });
            }}
            placeholder={t('phones.searchPlaceholder')}
            aria-label={t('phones.searchPlaceholder')}
            data-testid="phone-search"
          />
          {terms.length > 1 && <span className="ph-search__count">{t('phones.batchSearchActive', { count: terms.length })}</span>}
          {text && (
            <button
              type="button"
              className="ph-search__clear"
              onClick={() => onChange({ keyword: '' })}
              aria-label={t('phones.clearSearch')}
            >
              <Icon name="clear" />
            </button>
          )}
          <button
            type="button"
            className="ph-search__batch"
            onClick={onBatchSearch}
            onPointerEnter={onBatchSearchIntent}
            onFocus={onBatchSearchIntent}
            data-testid="batch-search-open"
          >
            <Icon name="list" /> <span>{t('phones.batchSearch')}</span>
          </button>
        </div>
      )}
      <div className="ph-toolbar__filters">
        <MenuButton
          label={t('phones.status')}
          value={filters.status === null ? null : statusFilterText(filters.status)}
          icon={<Icon name="filter" />}
          items={statusMenu}
          testId="filter-status"
        />
        <button
          type="button"
          className={`ph-filter${filters.expiringSoon ? ' is-set' : ''}`}
          aria-pressed={filters.expiringSoon}
          onClick={() => onChange({ expiringSoon: !filters.expiringSoon })}
          data-testid="filter-expiring"
        >
          <FieldTimeOutlined />
          <span>{t('phones.expiringSoon')}</span>
        </button>
        <MenuButton
          label={t('phones.shared')}
          value={filters.authorized === null ? null : t(filters.authorized ? 'phones.sharedOnly' : 'phones.sharedNone')}
          icon={<Icon name="share" />}
          items={sharedMenu}
          testId="filter-shared"
        />
        <MenuButton
          label={t('phones.sort')}
          value={sortLabel}
          icon={<Icon name="sort" />}
          items={sortMenu}
          testId="sort"
          isFilter={false}
        />
        <div className="ph-toolbar__end">
          <div className="ph-views" role="group" aria-label={`${t('phones.gridView')} / ${t('phones.tableView')}`}>
            <Tooltip title={t('phones.gridView')}>
              <button
                type="button"
                className={view === 'grid' ? 'is-active' : undefined}
                aria-pressed={view === 'grid'}
                aria-label={t('phones.gridView')}
                onClick={() => onViewChange('grid')}
                data-testid="view-grid"
              >
                <AppstoreOutlined />
              </button>
            </Tooltip>
            <Tooltip title={t('phones.tableView')}>
              <button
                type="button"
                className={view === 'table' ? 'is-active' : undefined}
                aria-pressed={view === 'table'}
                aria-label={t('phones.tableView')}
                onClick={() => onViewChange('table')}
                data-testid="view-table"
              >
                <Icon name="rows" />
              </button>
            </Tooltip>
          </div>
          <TableToolbar
            showSearch={isSearchShown}
            onShowSearchChange={onSearchShownChange}
            onRefresh={onRefresh}
            isRefreshing={isRefreshing}
            columns={columns}
            onColumnsChange={onColumnsChange}
          />
        </div>
      </div>
    </div>
  );
}
