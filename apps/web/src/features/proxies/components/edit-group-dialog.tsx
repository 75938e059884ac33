import type { MessageKey } from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { moveProxies } from '../api/proxies';
import { useRefreshProxies } from '../hooks/use-refresh-proxies';
import { Field } from './field';
import { GroupSelect } from './group-select';

/** Edit group: moves the selected proxies into one group (or a new one) → "Update successful". */
export function EditGroupDialog({ ids, onClose, onDone }: { ids: number[] | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={ids !== null}
      title={t('proxy.editGroup.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div data-testid="proxy-edit-group-dialog">{node}</div>}
      wrapProps={{ 'data-open': ids !== null }}
    >
      {ids && <EditGroupForm ids={ids} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function EditGroupForm({ ids, onClose, onDone }: { ids: number[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshProxies();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [problem, setProblem] = useState<MessageKey>();
  const move = useMutation({
    mutationFn: moveProxies,
    onSuccess: () => {
      toast.success(t('proxy.done.updated'));
      refresh();
      onDone();
    },
  });
  const submit = () => {
    if (groupId === null) setProblem('proxy.group.required');
    else move.mutate({ ids, groupId });
  };
  return (
    <div className="px-form">
      <p>{t('proxy.editGroup.text', { count: ids.length })}</p>
      <Field label={t('proxy.form.group')} testId="proxy-edit-group" problem={problem} isRequired>
        <GroupSelect
          value={groupId}
          onChange={(id) => {
            setGroupId(id);
            setProblem(undefined);
          }}
          testId="proxy-edit-group"
          placeholder={t('proxy.form.groupPlaceholder')}
          hasProblem={Boolean(problem)}
        />
      </Field>
      <div className="px-form__actions">
        <Button onClick={onClose} disabled={move.isPending} data-testid="proxy-edit-group-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" onClick={submit} loading={move.isPending} data-testid="proxy-edit-group-submit">
          {t('common.confirm')}
        </Button>
      </div>
    </div>
  );
}
