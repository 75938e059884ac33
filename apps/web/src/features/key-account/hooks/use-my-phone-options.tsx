import { ACCREDIT_PAGE_SIZE_MAX, type AccreditPhoneRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myPhonesQuery } from '../api/allotments';

/** How a phone is named in pickers and results: its name and ID, or the ID alone. */
export const phoneLabel = (phone: { owlId: string; alias?: string; phoneAlias?: string }) => {
  const name = phone.phoneAlias ?? phone.alias;
  return name ? `${name} · ${phone.owlId}` : phone.owlId;
};

/** A picked phone: pickers keep labels with values (`labelInValue`) so a choice keeps its name after the search changes. */
export interface PickedPhone {
  value: number;
  label: string;
}

/**
 * Props of an antd Select of my phones, searched on the server (a member may have more than a page
 * of them); `grantable` leaves only phones with no live grant.
 */
export function useMyPhoneOptions({ grantable, testId }: { grantable?: boolean; testId: string }) {
  const [keyword, setKeyword] = useState('');
  const query = useQuery(
    myPhonesQuery({
      pageNo: 1,
      pageSize: ACCREDIT_PAGE_SIZE_MAX,
      ...(keyword ? { keyword } : {}),
      ...(grantable ? { accredit: false } : {}),
    }),
  );
  return {
    loading: query.isFetching,
    options: (query.data?.list ?? []).map((row: AccreditPhoneRow) => ({ value: row.phoneId, label: phoneLabel(row) })),
    optionRender: (option: { value?: string | number | null; label?: React.ReactNode }) => (
      <span data-testid={testId} data-phone-id={option.value}>
        {option.label}
      </span>
    ),
    labelInValue: true as const,
    showSearch: { filterOption: false, onSearch: (value: string) => setKeyword(value.trim()) },
  };
}
