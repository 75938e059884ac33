import type { AccreditRow } from '@cloudphone/contract';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GrantedTable } from '../components/granted-table';
import { useRecall } from '../hooks/use-recall';
import '../sharing.css';

interface Filters {
  subMemberPhone: string;
  keyword: string;
}
const NO_FILTERS: Filters = { subMemberPhone: '', keyword: '' };

/** Only the filters the member filled in go to the server. */
const applied = (filters: Filters) => ({
  ...(filters.subMemberPhone.trim() ? { subMemberPhone: filters.subMemberPhone.trim() } : {}),
  ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
});

/**
 * /empowerPhoneList (spec point 2, "authorization management"): the live grants the member made,
 * filtered by grantee and phone, changed or recalled one by one or recalled in a batch after a
 * confirmation, with the way to the access log (the key-account screen's audit tab).
 */
export function EmpowerPhoneListPage() {
  const { t } = useTranslation();
  const recall = useRecall();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<AccreditRow[]>([]);
  const search = (next: Filters) => {
    setFilters(next);
    setSelected([]);
  };

  return (
    <div className="sh-page" data-testid="empower-page">
      <header className="sh-page__head">
        <div>
          <h1>{t('sharing.page.title')}</h1>
          <p className="sh-muted">{t('sharing.page.intro')}</p>
        </div>
        <Link to="/keyAccount?tab=audit" className="sh-page__audit" data-testid="empower-audit-link">
          {t('sharing.page.auditLog')}
        </Link>
      </header>
      <form
        className="sh-filters"
        onSubmit={(event) => {
          event.preventDefault();
          search(draft);
        }}
      >
        <Input
          allowClear
          value={draft.subMemberPhone}
          onChange={(event) => setDraft((d) => ({ ...d, subMemberPhone: event.target.value }))}
          placeholder={t('sharing.page.granteePlaceholder')}
          aria-label={t('sharing.columns.grantee')}
          inputMode="numeric"
          maxLength={20}
          data-testid="empower-filter-grantee"
        />
        <Input
          allowClear
          value={draft.keyword}
          onChange={(event) => setDraft((d) => ({ ...d, keyword: event.target.value }))}
          placeholder={t('sharing.page.keywordPlaceholder')}
          aria-label={t('sharing.page.keywordPlaceholder')}
          maxLength={100}
          data-testid="empower-filter-keyword"
        />
        <Button type="primary" htmlType="submit" data-testid="empower-search">
          {t('sharing.page.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTERS);
            search(NO_FILTERS);
          }}
          data-testid="empower-reset"
        >
          {t('sharing.page.reset')}
        </Button>
      </form>
      <div className="sh-batch">
        <span className="sh-muted" data-testid="empower-selected">
          {t('sharing.page.selected', { count: selected.length })}
        </span>
        <Button danger onClick={() => recall(selected, () => setSelected([]))} data-testid="empower-recall-batch">
          {t('sharing.page.recallBatch')}
        </Button>
      </div>
      <GrantedTable
        key={JSON.stringify(filters)}
        filters={applied(filters)}
        selection={{ keys: selected.map((row) => row.relationId), onChange: setSelected }}
      />
    </div>
  );
}
