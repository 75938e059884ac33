import type { PhoneTreeGroup, TagRow } from '@cloudphone/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { createGroup, deleteGroup, renameGroup } from '../api/phone-groups';
import { phoneKeys } from '../api/phone-keys';
import { createTag, deleteTag } from '../api/phone-tags';

/**
 * Creating, renaming and deleting groups and tags (loaded on the first click in the group panel):
 * each tells the member it worked and refreshes the tree, the tags and, when phones moved, the list.
 */
interface Deps {
  modal: HookAPI;
  t: TFunction;
  queryClient: QueryClient;
}

const refresh = (queryClient: QueryClient, lists: boolean) => {
  void queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
  void queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
  if (lists) void queryClient.invalidateQueries({ queryKey: phoneKeys.lists() });
};

/** Saves a name from the name dialog: a new tag, a renamed group, or a new group. Rejects on refusal. */
export async function saveName(
  { t, queryClient }: Deps,
  target: { kind: 'tags' } | { kind: 'groups'; group: PhoneTreeGroup | null },
  name: string,
) {
  if (target.kind === 'tags') {
    await createTag(name);
    toast.success(t('phones.tags.created'));
  } else if (target.group) {
    await renameGroup(target.group.id!, name);
    toast.success(t('phones.groups.renamed'));
  } else {
    await createGroup(name);
    toast.success(t('phones.groups.created'));
  }
  refresh(queryClient, target.kind === 'groups' && target.group !== null);
}

function confirmDelete({ modal, t, queryClient }: Deps, content: string, run: () => Promise<unknown>, done: string, after: () => void) {
  modal.confirm({
    title: t('common.tip'),
    content,
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    okButtonProps: { danger: true, 'data-testid': 'delete-confirm' } as ButtonProps,
    onOk: () =>
      run().then(
        () => {
          toast.success(done);
          after();
          refresh(queryClient, true);
        },
        () => undefined, // shown by the API client
      ),
  });
}

/** Deletes a group after confirming: its phones become ungrouped. */
export const removeGroup = (deps: Deps, entry: PhoneTreeGroup, after: () => void) =>
  confirmDelete(
    deps,
    deps.t('phones.groups.deleteConfirm', { name: entry.name }),
    () => deleteGroup(entry.id!),
    deps.t('phones.groups.deleted'),
    after,
  );

/** Deletes a tag after confirming: it comes off every phone. */
export const removeTag = (deps: Deps, tag: TagRow, after: () => void) =>
  confirmDelete(
    deps,
    deps.t('phones.tags.deleteConfirm', { name: tag.name }),
    () => deleteTag(tag.id),
    deps.t('phones.tags.deleted'),
    after,
  );
