import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { markAllRead, markRead, removeNotices } from '../api/notices';
import { useRefreshNotices } from './use-refresh-notices';

const buttonProps = (testId: string, danger = false) => ({ danger, 'data-testid': testId }) as ButtonProps;

/**
 * The message center's actions on the selection and on everything: delete (after a confirmation,
 * spec point 8), mark read, mark all read. Each refreshes the lists; a refusal is shown by the API
 * client and nothing changes.
 */
export function useNoticeActions(modal: HookAPI) {
  const { t } = useTranslation();
  const refresh = useRefreshNotices();
  const [busy, setBusy] = useState<'read' | 'allRead' | null>(null);

  const confirmDelete = (ids: number[], onDeleted: () => void) => {
    if (!ids.length) return void toast.warning(tm('notice.select.required'));
    void modal.confirm({
      title: t('notice.delete.title'),
      content: <span data-testid="notice-delete-text">{t('notice.delete.text', { count: ids.length })}</span>,
      okText: t('notice.delete.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: buttonProps('notice-delete-ok', true),
      cancelButtonProps: buttonProps('notice-delete-cancel'),
      onOk: () =>
        removeNotices(ids).then(
          () => {
            toast.success(t('notice.delete.done'));
            onDeleted();
            return refresh();
          },
          () => undefined,
        ),
    });
  };

  const run = async (kind: 'read' | 'allRead', act: () => Promise<number>, done: (count: number) => string) => {
    setBusy(kind);
    try {
      const count = await act();
      toast.success(done(count));
      await refresh();
      return true;
    } catch {
      return false; // the API client has said why
    } finally {
      setBusy(null);
    }
  };

  const markSelectedRead = (ids: number[]) => {
    if (ids.length)
      return run(
        'read',
        () => markRead(ids),
        (count) => t('notice.done.markedRead', { count }),
      );
    toast.warning(tm('notice.select.required'));
    return Promise.resolve(false);
  };

  const markEverythingRead = () => run('allRead', markAllRead, (count) => (count ? t('notice.done.allRead') : t('notice.done.noneUnread')));

  return { confirmDelete, markSelectedRead, markEverythingRead, busy };
}
