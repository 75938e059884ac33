import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { mergeGroups } from '../api/proxies';
import { useRefreshProxies } from '../hooks/use-refresh-proxies';
import { mergeProblems, type Problems } from '../proxy-rules';
import { Field } from './field';
import { useGroupOptions } from './group-select';

type MergeField = 'oldGroupIds' | 'newGroupId';

/**
 * Merge groups (spec points 5 and 8): the old groups' proxies all move to the new group and the old
 * groups go. Both are required ("Please select old group(s)", "Please select new group") → "Merge successful".
 */
export function MergeGroupDialog({ open, onClose, onMerged }: { open: boolean; onClose(): void; onMerged(oldGroupIds: number[]): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('proxy.merge.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div data-testid="proxy-merge-dialog">{node}</div>}
      wrapProps={{ 'data-open': open }}
    >
      <MergeForm onClose={onClose} onMerged={onMerged} />
    </Modal>
  );
}

function MergeForm({ onClose, onMerged }: { onClose(): void; onMerged(oldGroupIds: number[]): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshProxies();
  const olds = useGroupOptions('proxy-merge-old');
  const news = useGroupOptions('proxy-merge-new');
  const [oldGroupIds, setOldGroupIds] = useState<number[]>([]);
  const [newGroupId, setNewGroupId] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems<MergeField>>({});
  const merge = useMutation({
    mutationFn: mergeGroups,
    onSuccess: (_done, input) => {
      toast.success(t('proxy.done.merged'));
      refresh();
      onMerged(input.oldGroupIds as number[]);
    },
  });
  const submit = () => {
    const found = mergeProblems(oldGroupIds, newGroupId);
    setProblems(found);
    if (!Object.keys(found).length) merge.mutate({ oldGroupIds, newGroupId: newGroupId! });
  };
  return (
    <div className="px-form">
      <p className="px-muted">{t('proxy.merge.hint')}</p>
      <Field label={t('proxy.merge.old')} testId="proxy-merge-old" problem={problems.oldGroupIds} isRequired>
        <Select<number[]>
          mode="multiple"
          value={oldGroupIds}
          onChange={(ids) => {
            setOldGroupIds(ids);
            setProblems(({ oldGroupIds: _, ...rest }) => rest);
          }}
          options={olds.options}
          optionRender={olds.optionRender}
          loading={olds.isLoading}
          placeholder={t('proxy.merge.oldPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          status={problems.oldGroupIds ? 'error' : undefined}
          className="px-select"
          data-testid="proxy-merge-old"
        />
      </Field>
      <Field label={t('proxy.merge.new')} testId="proxy-merge-new" problem={problems.newGroupId} isRequired>
        <Select<number>
          value={newGroupId ?? undefined}
          onChange={(id) => {
            setNewGroupId(id);
            setProblems(({ newGroupId: _, ...rest }) => rest);
          }}
          options={news.options}
          optionRender={news.optionRender}
          loading={news.isLoading}
          placeholder={t('proxy.merge.newPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          status={problems.newGroupId ? 'error' : undefined}
          className="px-select"
          data-testid="proxy-merge-new"
        />
      </Field>
      <div className="px-form__actions">
        <Button onClick={onClose} disabled={merge.isPending} data-testid="proxy-merge-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" onClick={submit} loading={merge.isPending} data-testid="proxy-merge-submit">
          {t('proxy.merge.submit')}
        </Button>
      </div>
    </div>
  );
}
