import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroup } from '../../api/phone-groups';
import { phoneKeys } from '../../api/phone-keys';
import { phoneTreeQuery } from '../../api/phone-tree';
import type { OperationDialogProps } from './dialog-props';
import { InlineCreate, PickDialog } from './pick-dialog';

const UNGROUP = 'none';

/** Moves the selected phones into one of the member's groups, or out of any (phone-group/move). */
export function MoveGroupDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ ...phoneTreeQuery, enabled: open });
  const groups = (tree.data ?? []).filter((g) => g.kind === 'group');
  const [target, setTarget] = useState<string | undefined>();

  return (
    <PickDialog
      id="move-group"
      open={open}
      title={t('phones.groups.moveTitle')}
      count={phones.length}
      picked={target === undefined ? null : { groupId: target === UNGROUP ? null : Number(target) }}
      onCancel={onCancel}
      onSubmit={onSubmit}
      onSubmitted={() => setTarget(undefined)}
    >
      <div className="ph-dialog__label">{t('phones.groups.moveTarget')}</div>
      <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as string)} className="ph-pick-list">
        {groups.map((g) => (
          <Radio key={g.id} value={String(g.id)} data-testid={`move-group-${g.name}`}>
            {g.name} <span className="ph-muted">({g.count})</span>
          </Radio>
        ))}
        <Radio value={UNGROUP} data-testid="move-group-none">
          {t('phones.groups.moveOut')}
        </Radio>
      </Radio.Group>
      {groups.length === 0 && !tree.isPending && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={null} />}
      <InlineCreate
        id="move-group"
        kind="groups"
        placeholder={`${t('phones.groups.create')}（${t('phones.groups.namePlaceholder')}）`}
        buttonText={t('phones.groups.create')}
        create={async (name) => {
          const id = await createGroup(name);
          await queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
          return id;
        }}
        onCreated={(id) => setTarget(String(id))}
      />
      <p className="ph-dialog__hint">{t('phones.groups.moveHint')}</p>
    </PickDialog>
  );
}
