import type { MessageKey, ProxyGroup } from '@cloudphone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { proxyKeys } from '../api/proxy-keys';
import { createGroup, proxyGroupsQuery } from '../api/proxies';
import { groupNameProblem } from '../proxy-rules';

/** The member's proxy groups as select options; each option carries `<testId>-option` and `data-group-id`. */
export function useGroupOptions(testId: string) {
  const query = useQuery(proxyGroupsQuery());
  const groups = query.data ?? [];
  return {
    groups,
    isLoading: query.isLoading,
    options: groups.map((group) => ({ value: group.id, label: group.name })),
    optionRender: (option: { value?: unknown; label?: React.ReactNode }) => (
      <span data-testid={`${testId}-option`} data-group-id={String(option.value)}>
        {option.label}
      </span>
    ),
  };
}

/**
 * One proxy group, chosen from the member's groups or created on the spot ("new group": a name of
 * 1 to 10 characters, then "Group added successfully" and the new group chosen). `testId` names
 * the select; the inline form is `<testId>-new`, `<testId>-new-name`, `<testId>-new-save`.
 */
export function GroupSelect({
  value,
  onChange,
  testId,
  placeholder,
  hasProblem = false,
}: {
  value: number | null;
  onChange(groupId: number): void;
  testId: string;
  placeholder: string;
  hasProblem?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { options, optionRender, isLoading } = useGroupOptions(testId);
  const [isAdding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const create = useMutation({
    mutationFn: createGroup,
    onSuccess: (id, added) => {
      toast.success(t('proxy.done.groupAdded'));
      // Shown at once under its name; the list comes back from the server behind it.
      queryClient.setQueryData<ProxyGroup[]>(proxyKeys.groups(), (groups = []) => [...groups, { id, name: added.trim(), proxyCount: 0 }]);
      void queryClient.invalidateQueries({ queryKey: proxyKeys.groups() });
      onChange(id);
      setAdding(false);
      setName('');
    },
  });
  const save = () => {
    const found = groupNameProblem(name);
    setProblem(found);
    if (!found) create.mutate(name.trim());
  };

  return (
    <div className="px-group-select">
      <div className="px-group-select__row">
        <Select<number>
          value={value ?? undefined}
          onChange={onChange}
          options={options}
          optionRender={optionRender}
          loading={isLoading}
          placeholder={placeholder}
          showSearch={{ optionFilterProp: 'label' }}
          status={hasProblem ? 'error' : undefined}
          className="px-group-select__select"
          data-testid={testId}
        />
        {!isAdding && (
          <Button type="link" onClick={() => setAdding(true)} data-testid={`${testId}-new`}>
            {t('proxy.group.new')}
          </Button>
        )}
      </div>
      {isAdding && (
        <div className="px-group-select__new">
          <div className="px-group-select__row">
            <Input
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              onPressEnter={(event) => {
                event.preventDefault();
                save();
              }}
              maxLength={20}
              placeholder={t('proxy.group.namePlaceholder')}
              status={problem ? 'error' : undefined}
              data-testid={`${testId}-new-name`}
            />
            <Button type="primary" onClick={save} loading={create.isPending} data-testid={`${testId}-new-save`}>
              {t('proxy.group.save')}
            </Button>
            <Button
              onClick={() => {
                setAdding(false);
                setName('');
                setProblem(null);
              }}
              data-testid={`${testId}-new-cancel`}
            >
              {t('proxy.group.cancel')}
            </Button>
          </div>
          {problem && (
            <p className="px-field__error" role="alert" data-testid={`${testId}-new-error`}>
              {tm(problem)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
