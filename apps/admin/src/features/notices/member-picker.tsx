import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findMembers } from './api';

export interface PickedMember {
  value: number;
  label: string;
}

interface MemberPickerProps {
  value?: PickedMember[];
  onChange?(value: PickedMember[]): void;
}

/** Waits for the operator to stop typing before searching. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Chosen members (a form control): active members found by part of their phone number through the
 * member list (`/admin-api/member/user/page`). Picked members keep their labels across searches.
 */
export function MemberPicker({ value, onChange }: MemberPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const digits = useSettled(typed.replace(/\D/g, '').slice(0, 20));
  const query = useQuery({
    queryKey: ['notices', 'members', digits],
    queryFn: () => findMembers(digits),
    placeholderData: keepPreviousData,
  });
  const options = (query.data?.list ?? []).map((member) => ({
    value: member.id,
    label: `${member.phone}${member.nickname ? ` · ${member.nickname}` : ''} #${member.id}`,
  }));
  return (
    <Select<PickedMember[]>
      mode="multiple"
      labelInValue
      value={value}
      onChange={(picked) => onChange?.(picked)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      placeholder={t('noticesAdmin.membersPlaceholder')}
      notFoundContent={
        query.isFetching ? <Spin size="small" aria-label={t('noticesAdmin.membersSearching')} /> : t('noticesAdmin.membersNone')
      }
      onBlur={() => setTyped('')}
      data-testid="notice-members"
    />
  );
}
