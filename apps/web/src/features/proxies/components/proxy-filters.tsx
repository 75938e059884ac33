import { PROXY_DETECT_STATUS } from '@cloudphone/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusName } from './proxy-columns';
import { useGroupOptions } from './group-select';

export interface ProxyFilters {
  groupId?: number;
  country?: string;
  host?: string;
  detectStatus?: number;
}

/** The list's filters: group, detected country, host (a prefix) and detection state; only what was filled in is sent. */
export function ProxyFilterForm({ value, onSearch }: { value: ProxyFilters; onSearch(filters: ProxyFilters): void }) {
  const { t } = useTranslation();
  const groups = useGroupOptions('proxy-filter-group');
  const [draft, setDraft] = useState(value);
  const [prevValue, setPrevValue] = useState(value);
  // Filters reset from outside (a merged group left the list) show here too.
  if (prevValue !== value) {
    setPrevValue(value);
    setDraft(value);
  }
  const search = (next: ProxyFilters) => {
    const country = next.country?.trim();
    const host = next.host?.trim();
    onSearch({
      ...(next.groupId !== undefined ? { groupId: next.groupId } : {}),
      ...(country ? { country } : {}),
      ...(host ? { host } : {}),
      ...(next.detectStatus !== undefined ? { detectStatus: next.detectStatus } : {}),
    });
  };
  const statuses = Object.values(PROXY_DETECT_STATUS).map((status) => ({
    value: status,
    label: t(`proxy.status.${statusName(status)}`),
  }));

  return (
    <form
      className="px-filters"
      data-testid="proxy-filters"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
    >
      <Select<number>
        allowClear
        value={draft.groupId}
        onChange={(groupId) => setDraft((d) => ({ ...d, groupId }))}
        options={groups.options}
        optionRender={groups.optionRender}
        placeholder={t('proxy.filters.allGroups')}
        aria-label={t('proxy.filters.group')}
        showSearch={{ optionFilterProp: 'label' }}
        className="px-filters__select"
        data-testid="proxy-filter-group"
      />
      <Input
        allowClear
        value={draft.country ?? ''}
        onChange={(event) => setDraft((d) => ({ ...d, country: event.target.value }))}
        placeholder={t('proxy.filters.country')}
        aria-label={t('proxy.filters.country')}
        maxLength={64}
        data-testid="proxy-filter-country"
      />
      <Input
        allowClear
        value={draft.host ?? ''}
        onChange={(event) => setDraft((d) => ({ ...d, host: event.target.value }))}
        placeholder={t('proxy.filters.host')}
        aria-label={t('proxy.filters.host')}
        maxLength={15}
        inputMode="decimal"
        data-testid="proxy-filter-host"
      />
      <Select<number>
        allowClear
        value={draft.detectStatus}
        onChange={(detectStatus) => setDraft((d) => ({ ...d, detectStatus }))}
        options={statuses}
        optionRender={(option) => (
          <span data-testid="proxy-filter-status-option" data-status={statusName(Number(option.value))}>
            {option.label}
          </span>
        )}
        placeholder={t('proxy.filters.allStatuses')}
        aria-label={t('proxy.filters.status')}
        className="px-filters__select"
        data-testid="proxy-filter-status"
      />
      <Button type="primary" htmlType="submit" data-testid="proxy-search">
        {t('proxy.filters.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          search({});
        }}
        data-testid="proxy-reset"
      >
        {t('proxy.filters.reset')}
      </Button>
    </form>
  );
}
