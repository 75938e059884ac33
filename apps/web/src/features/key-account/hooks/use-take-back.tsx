import type { SubAccount } from '@cloudphone/contract';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { takeBackAll, takeBackGroup, takeBackPhones, type MyGroup } from '../api/allotments';
import { refusalShown } from '../refusal-shown';
import { useRefreshGrants } from './use-refresh-grants';

/**
 * Taking phones back from a sub-account (decision 025): chosen phones, a group's phones, or all.
 * Each asks first; the success message says how many grants the server ended.
 */
export function useTakeBack(modal: HookAPI, account: SubAccount, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshGrants();

  const confirm = (title: string, run: () => Promise<number>) =>
    modal.confirm({
      title,
      content: <span data-testid="take-back-text">{t('keyAccount.detail.takeBackText')}</span>,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'take-back-ok' } as ButtonProps,
      onOk: () =>
        run().then((count) => {
          toast.success(t('keyAccount.detail.takenBack', { count }));
          onDone();
          refresh();
        }, refusalShown),
    });

  return {
    phones: (phoneIds: number[]) =>
      confirm(t('keyAccount.detail.takeBackSelectedTitle', { count: phoneIds.length }), () =>
        takeBackPhones({ subMemberId: account.id, phoneIds }),
      ),
    group: (group: MyGroup) =>
      confirm(t('keyAccount.detail.takeBackGroupTitle', { name: group.name, phone: account.phone }), () =>
        takeBackGroup({ subMemberId: account.id, groupId: group.id }),
      ),
    all: () => confirm(t('keyAccount.detail.takeBackAllTitle', { phone: account.phone }), () => takeBackAll(account.id)),
  };
}
