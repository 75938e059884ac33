import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { createGroup } from '../../api/phone-groups';
import { phoneKeys } from '../../api/phone-keys';
import { phoneTreeQuery } from '../../api/phone-tree';
import { checkName } from '../../name-rules';
import type { OperationDialogProps } from './dialog-props';
import './dialogs.css';

const UNGROUP = 'none';

/** Moves the selected phones into one of the member's groups, or out of any (phone-group/move). */
export function MoveGroupDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ ...phoneTreeQuery, enabled: open });
  const groups = (tree.data ?? []).filter((g) => g.kind === 'group');
  const [target, setTarget] = useState<string | undefined>();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const create = async () => {
    const problem = checkName('groups', newName);
    if (problem) return setNameError(tm(problem));
    setBusy(true);
    try {
      const id = await createGroup(newName.trim());
      await queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
      setTarget(String(id));
      setNewName('');
    } catch {
      // shown by the API client (e.g. the name is taken)
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (target === undefined) return;
    setBusy(true);
    try {
      await onSubmit({ groupId: target === UNGROUP ? null : Number(target) });
      setTarget(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('phones.groups.moveTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: target === undefined, 'data-testid': 'move-group-submit' } as never}
      confirmLoading={isBusy}
      modalRender={(node) => <div data-testid="move-group-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.confirm.countOnly', { count: phones.length })}</p>
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
      <div className="ph-inline-create">
        <Input
          value={newName}
          placeholder={`${t('phones.groups.create')}（${t('phones.groups.namePlaceholder')}）`}
          status={nameError ? 'error' : undefined}
          onChange={(e) => {
            setNewName(e.target.value);
            setNameError(null);
          }}
          onPressEnter={() => void create()}
          data-testid="move-group-new-name"
        />
        <Button onClick={() => void create()} loading={isBusy} data-testid="move-group-create">
          {t('phones.groups.create')}
        </Button>
      </div>
      {nameError && (
        <div className="ph-dialog__error" role="alert">
          {nameError}
        </div>
      )}
      <p className="ph-dialog__hint">{t('phones.groups.moveHint')}</p>
    </Modal>
  );
}
