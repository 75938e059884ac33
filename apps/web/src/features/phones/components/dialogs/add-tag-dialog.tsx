import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { phoneKeys } from '../../api/phone-keys';
import { createTag, phoneTagsQuery } from '../../api/phone-tags';
import { checkName } from '../../name-rules';
import type { OperationDialogProps } from './dialog-props';
import './dialogs.css';

/** Puts one of the member's tags on the selected phones (phone-tag/bind-batch, a result per phone). */
export function AddTagDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useQuery({ ...phoneTagsQuery, enabled: open });
  const [tagId, setTagId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [showPickError, setShowPickError] = useState(false);

  const create = async () => {
    const problem = checkName('tags', newName);
    if (problem) return setNameError(tm(problem));
    setBusy(true);
    try {
      const id = await createTag(newName.trim());
      await queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
      setTagId(id);
      setNewName('');
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (tagId === null) return setShowPickError(true);
    setBusy(true);
    try {
      await onSubmit({ phoneTagId: tagId });
      setTagId(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('phones.tags.addTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={isBusy}
      okButtonProps={{ 'data-testid': 'add-tag-submit' } as never}
      modalRender={(node) => <div data-testid="add-tag-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.confirm.countOnly', { count: phones.length })}</p>
      <div className="ph-dialog__label">{t('phones.tags.pick')}</div>
      <div className="ph-chips" role="listbox">
        {(tags.data ?? []).map((tag) => (
          <button
            key={tag.id}
            type="button"
            role="option"
            aria-selected={tag.id === tagId}
            className={`ph-chip${tag.id === tagId ? ' is-active' : ''}`}
            onClick={() => {
              setTagId(tag.id);
              setShowPickError(false);
            }}
            data-testid={`add-tag-${tag.name}`}
          >
            {tag.name}
          </button>
        ))}
        {tags.data?.length === 0 && <span className="ph-muted">{t('phones.tags.empty')}</span>}
      </div>
      {showPickError && (
        <div className="ph-dialog__error" role="alert">
          {t('phones.tags.pickRequired')}
        </div>
      )}
      <div className="ph-dialog__label">{t('phones.tags.newTag')}</div>
      <div className="ph-inline-create">
        <Input
          value={newName}
          placeholder={t('phones.tags.namePlaceholder')}
          status={nameError ? 'error' : undefined}
          onChange={(e) => {
            setNewName(e.target.value);
            setNameError(null);
          }}
          onPressEnter={() => void create()}
          data-testid="add-tag-new-name"
        />
        <Button onClick={() => void create()} loading={isBusy} data-testid="add-tag-create">
          {t('phones.tags.create')}
        </Button>
      </div>
      {nameError && (
        <div className="ph-dialog__error" role="alert">
          {nameError}
        </div>
      )}
    </Modal>
  );
}
