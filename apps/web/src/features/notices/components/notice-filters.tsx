import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ReadStatusFilter = 'true' | 'false';

export interface NoticeFilters {
  title?: string;
  readStatus?: ReadStatusFilter;
}

/** The message center's filters (spec point 2): title (a part of it) and read status, with search and reset; only what was filled in is sent. */
export function NoticeFilterForm({ value, onSearch }: { value: NoticeFilters; onSearch(filters: NoticeFilters): void }) {
  const { t } = useTranslation();
  // Starts from the filters in force, so hiding and showing the form again keeps them.
  const [draft, setDraft] = useState<NoticeFilters>(value);
  const search = (next: NoticeFilters) => {
    const title = next.title?.trim();
    onSearch({ ...(title ? { title } : {}), ...(next.readStatus ? { readStatus: next.readStatus } : {}) });
  };
  const statuses = [
    { value: 'false' as const, label: t('notice.status.unread') },
    { value: 'true' as const, label: t('notice.status.read') },
  ];

  return (
    <form
      className="nt-filters"
      data-testid="notice-filters"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
    >
      <label className="nt-filters__field">
        <span>{t('notice.filters.title')}</span>
        <Input
          allowClear
          value={draft.title ?? ''}
          onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))}
          placeholder={t('notice.filters.titlePlaceholder')}
          maxLength={100}
          data-testid="notice-filter-title"
        />
      </label>
      <label className="nt-filters__field">
        <span>{t('notice.filters.readStatus')}</span>
        <Select<ReadStatusFilter>
          allowClear
          value={draft.readStatus}
          onChange={(readStatus) => setDraft((d) => ({ ...d, readStatus }))}
          options={statuses}
          optionRender={(option) => (
            <span data-testid="notice-filter-status-option" data-read={option.value}>
              {option.label}
            </span>
          )}
          placeholder={t('notice.filters.allStatuses')}
          className="nt-filters__select"
          data-testid="notice-filter-status"
        />
      </label>
      <Button type="primary" htmlType="submit" data-testid="notice-search">
        {t('notice.filters.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          search({});
        }}
        data-testid="notice-reset"
      >
        {t('notice.filters.reset')}
      </Button>
    </form>
  );
}
