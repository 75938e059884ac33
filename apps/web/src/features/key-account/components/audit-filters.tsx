import { AUDIT_ACTIONS, type AuditAction } from '@cloudphone/contract';
import { Button, DatePicker, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilterValues } from '../hooks/use-audit-filters';
import { useMyPhoneOptions, type PickedPhone } from '../hooks/use-my-phone-options';

/**
 * The access log's filters: a phone of mine, the grantee's phone number, the action, a time range.
 * Each applies as it changes (the grantee's number on Enter or the search button).
 */
export function AuditFilters({
  filters,
  onChange,
  onReset,
  onExport,
  isExporting,
}: {
  filters: AuditFilterValues;
  onChange(patch: Partial<AuditFilterValues>): void;
  onReset(): void;
  onExport(): void;
  isExporting: boolean;
}) {
  const { t } = useTranslation();
  const phoneOptions = useMyPhoneOptions({ testId: 'audit-phone-option' });
  // A phone picked from a link is named as its option is once the picker has it.
  const phone = filters.phone && (phoneOptions.options.find((option) => option.value === filters.phone?.value) ?? filters.phone);
  // The grantee box is typed into before it applies; a reset or a new link empties it too.
  const [grantee, setGrantee] = useState(filters.subMemberPhone ?? '');
  const [shownFor, setShownFor] = useState(filters.subMemberPhone);
  if (shownFor !== filters.subMemberPhone) {
    setShownFor(filters.subMemberPhone);
    setGrantee(filters.subMemberPhone ?? '');
  }

  return (
    <div className="ka-toolbar ka-audit-filters" data-testid="audit-filters">
      <Select<PickedPhone>
        allowClear
        {...phoneOptions}
        value={phone}
        onChange={(picked) => onChange({ phone: picked })}
        placeholder={t('keyAccount.audit.phonePlaceholder')}
        className="ka-filter"
        data-testid="audit-filter-phone"
      />
      <Input.Search
        allowClear
        value={grantee}
        onChange={(event) => setGrantee(event.target.value)}
        onSearch={(value) => onChange({ subMemberPhone: value.trim() || undefined })}
        placeholder={t('keyAccount.audit.granteePlaceholder')}
        inputMode="tel"
        className="ka-filter"
        data-testid="audit-filter-grantee"
      />
      <Select<AuditAction>
        allowClear
        value={filters.action}
        onChange={(action) => onChange({ action })}
        placeholder={t('keyAccount.audit.actionPlaceholder')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`keyAccount.audit.actions.${action}`) }))}
        optionRender={(option) => (
          <span data-testid="audit-action-option" data-action={option.value}>
            {option.label}
          </span>
        )}
        className="ka-filter"
        data-testid="audit-filter-action"
      />
      <DatePicker.RangePicker
        showTime
        value={filters.range ?? null}
        onChange={(range) => onChange({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })}
        className="ka-filter ka-filter--range"
        data-testid="audit-filter-range"
      />
      <Button onClick={onReset} data-testid="audit-reset">
        {t('keyAccount.audit.reset')}
      </Button>
      <Button type="primary" loading={isExporting} onClick={onExport} data-testid="audit-export">
        {t('keyAccount.audit.export')}
      </Button>
    </div>
  );
}
