import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneKeys } from '../../api/phone-keys';
import { createTag, phoneTagsQuery } from '../../api/phone-tags';
import type { OperationDialogProps } from './dialog-props';
import { InlineCreate, PickDialog } from './pick-dialog';

/** Puts one of the member's tags on the selected phones (phone-tag/bind-batch, a result per phone). */
export function AddTagDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useQuery({ ...phoneTagsQuery, enabled: open });
  const [tagId, setTagId] = useState<number | null>(null);
  const [showPickError, setShowPickError] = useState(false);

  const pick = (id: number) => {
    setTagId(id);
    setShowPickError(false);
  };

  return (
    <PickDialog
      id="add-tag"
      open={open}
      title={t('phones.tags.addTitle')}
      count={phones.length}
      picked={tagId === null ? null : { phoneTagId: tagId }}
      onNothingPicked={() => setShowPickError(true)}
      onCancel={onCancel}
      onSubmit={onSubmit}
      onSubmitted={() => setTagId(null)}
    >
      <div className="ph-dialog__label">{t('phones.tags.pick')}</div>
      <div className="ph-chips" role="listbox">
        {(tags.data ?? []).map((tag) => (
          <button
            key={tag.id}
            type="button"
            role="option"
            aria-selected={tag.id === tagId}
            className={`ph-chip${tag.id === tagId ? ' is-active' : ''}`}
            onClick={() => pick(tag.id)}
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
      <InlineCreate
        id="add-tag"
        kind="tags"
        placeholder={t('phones.tags.namePlaceholder')}
        buttonText={t('phones.tags.create')}
        create={async (name) => {
          const id = await createTag(name);
          await queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
          return id;
        }}
        onCreated={pick}
      />
    </PickDialog>
  );
}
