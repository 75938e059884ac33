import type { AccreditRow } from '@cloudphone/contract';
import { App, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { recallGrants } from '../api/accredit';
import { useRefreshSharing } from './use-refresh-sharing';

/**
 * Recalling grants from an authorization list (spec point 4: the owner may recover a grant; a
 * confirmation precedes it, "recovery success" follows): nothing selected says "Select authorized
 * phones"; `onDone` runs after a recall went through (to clear a selection).
 */
export function useRecall() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useRefreshSharing();
  return (rows: readonly AccreditRow[], onDone?: () => void) => {
    if (rows.length === 0) return void toast.warning(tm('accredit.selectAuthorized'));
    const [first] = rows;
    modal.confirm({
      title: t('sharing.recall.title'),
      content:
        rows.length === 1 && first
          ? t('sharing.recall.confirmOne', { phone: first.phoneAlias || first.owlId, grantee: first.subMemberPhone })
          : t('sharing.recall.confirmMany', { count: rows.length }),
      okText: t('sharing.recall.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'recall-confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'recall-confirm-cancel' } as ButtonProps,
      onOk: async () => {
        try {
          await recallGrants(rows.map((row) => row.relationId));
        } catch {
          return; // the API client has said why
        }
        toast.success(tm('accredit.recovered'));
        refresh();
        onDone?.();
      },
    });
  };
}
