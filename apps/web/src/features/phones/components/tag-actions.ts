import type { PhoneRow, TagRow } from '@cloudphone/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { phoneKeys } from '../api/phone-keys';
import { renameTag, unbindTag } from '../api/phone-tags';
import { phoneName } from '../phone-name';

/**
 * Renaming a tag and taking a tag off a phone (issue 17: the calls existed, the screens did not
 * offer them), loaded on the first click with the strings they need.
 */
interface Deps {
  modal: HookAPI;
  t: TFunction;
  queryClient: QueryClient;
}

const refresh = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
  void queryClient.invalidateQueries({ queryKey: phoneKeys.lists() });
};

/** Spec point 8: unbinding asks first, then says "unbind success"; the card and the tag's count follow. */
export function confirmUnbind({ modal, t, queryClient }: Deps, tag: Pick<TagRow, 'id' | 'name'>, phone: PhoneRow) {
  modal.confirm({
    title: t('common.tip'),
    content: t('phones.tags.unbindConfirm', { tag: tag.name, name: phoneName(phone) }),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    okButtonProps: { 'data-testid': 'tag-unbind-confirm' } as ButtonProps,
    cancelButtonProps: { 'data-testid': 'tag-unbind-cancel' } as ButtonProps,
    onOk: () =>
      unbindTag(tag.id, phone.id).then(
        () => {
          toast.success(t('phones.tags.unbound'));
          refresh(queryClient);
        },
        () => undefined, // shown by the API client
      ),
  });
}

/** Renames a tag (from the name dialog); rejects on a refusal (a taken name), which the API client shows. */
export async function saveTagName({ t, queryClient }: Pick<Deps, 't' | 'queryClient'>, tag: Pick<TagRow, 'id'>, name: string) {
  await renameTag(tag.id, name);
  toast.success(t('phones.tags.renamed'));
  refresh(queryClient);
}
