import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { lazyPart } from '../lazy/lazy-part';
import { useTranslation } from 'react-i18next';
import type { ToolbarColumn } from './toolbar-column';

// The two-list dialog (antd's Modal and Transfer, ~50 KB compressed) is only for the click on its
// button: it loads then, or on pointing at or focusing the button, never with the list.
const { Component: ColumnVisibilityDialog, preload: preloadDialog } = lazyPart(
  'column-visibility-dialog',
  () => import('./column-visibility-dialog').then((m) => m.ColumnVisibilityDialog),
  { onFailure: 'retry' },
);

export interface TableToolbarProps {
  /** Whether the page's search form is shown; the toggle appears when onShowSearchChange is given. */
  showSearch?: boolean;
  onShowSearchChange?(next: boolean): void;
  /** The refresh button appears when given. */
  onRefresh?(): void;
  /** The refresh icon turns while the list reloads. */
  isRefreshing?: boolean;
  /** The show/hide columns button appears when both are given. */
  columns?: readonly ToolbarColumn[];
  onColumnsChange?(columns: ToolbarColumn[]): void;
}

/** The small button group above a list (spec point 2): toggle search, refresh, show/hide columns. */
export function TableToolbar({
  showSearch = true,
  onShowSearchChange,
  onRefresh,
  isRefreshing = false,
  columns,
  onColumnsChange,
}: TableToolbarProps) {
  const { t } = useTranslation();
  const [isColumnsOpen, setColumnsOpen] = useState(false);
  const [isColumnsMounted, setColumnsMounted] = useState(false);
  const searchLabel = showSearch ? t('table.hideSearch') : t('table.showSearch');
  return (
    <Space className="table-toolbar" data-testid="table-toolbar" size={8}>
      {onShowSearchChange && (
        <Tooltip title={searchLabel}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            aria-pressed={showSearch}
            data-testid="toolbar-search-toggle"
            onClick={() => onShowSearchChange(!showSearch)}
          />
        </Tooltip>
      )}
      {onRefresh && (
        <Tooltip title={t('table.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined spin={isRefreshing} />}
            aria-label={t('table.refresh')}
            data-testid="toolbar-refresh"
            onClick={onRefresh}
          />
        </Tooltip>
      )}
      {columns && onColumnsChange && (
        <>
          <Tooltip title={t('table.columns')}>
            <Button
              shape="circle"
              icon={<AppstoreOutlined />}
              aria-label={t('table.columns')}
              data-testid="toolbar-columns"
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
              onClick={() => {
                setColumnsMounted(true);
                setColumnsOpen(true);
              }}
            />
          </Tooltip>
          {isColumnsMounted && (
            <Suspense fallback={null}>
              <ColumnVisibilityDialog
                open={isColumnsOpen}
                columns={columns}
                onColumnsChange={onColumnsChange}
                onClose={() => setColumnsOpen(false)}
              />
            </Suspense>
          )}
        </>
      )}
    </Space>
  );
}
