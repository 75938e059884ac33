import { SUB_ACCOUNT_STATUS, type SubAccount } from '@cloudphone/contract';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { removeSubAccount, setSubAccountStatus } from '../api/sub-accounts';
import { refusalShown } from '../refusal-shown';
import { useRefreshGrants } from './use-refresh-grants';

const okProps = (testId: string) => ({ 'data-testid': testId }) as ButtonProps;

/**
 * Enabling, disabling and removing a sub-account. Disabling and removing ask first and say what
 * follows (signed out at once; every grant to it ends); a refusal is shown by the API client.
 */
export function useSubAccountActions(modal: HookAPI) {
  const { t } = useTranslation();
  const refresh = useRefreshGrants();

  const enable = (account: SubAccount) =>
    setSubAccountStatus({ id: account.id, status: SUB_ACCOUNT_STATUS.enabled }).then(() => {
      toast.success(t('keyAccount.accounts.enabled', { phone: account.phone }));
      refresh();
    }, refusalShown);

  const disable = (account: SubAccount) =>
    modal.confirm({
      title: t('keyAccount.accounts.disableTitle', { phone: account.phone }),
      content: <span data-testid="sub-account-disable-text">{t('keyAccount.accounts.disableText')}</span>,
      okText: t('keyAccount.accounts.disable'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, ...okProps('sub-account-disable-ok') },
      onOk: () =>
        setSubAccountStatus({ id: account.id, status: SUB_ACCOUNT_STATUS.disabled }).then(() => {
          toast.success(t('keyAccount.accounts.disabled', { phone: account.phone }));
          refresh();
        }, refusalShown),
    });

  const remove = (account: SubAccount) =>
    modal.confirm({
      title: t('keyAccount.accounts.removeTitle', { phone: account.phone }),
      content: <span data-testid="sub-account-remove-text">{t('keyAccount.accounts.removeText')}</span>,
      okText: t('keyAccount.accounts.remove'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, ...okProps('sub-account-remove-ok') },
      onOk: () =>
        removeSubAccount(account.id).then(() => {
          toast.success(t('keyAccount.accounts.removed', { phone: account.phone }));
          refresh();
        }, refusalShown),
    });

  return { enable, disable, remove };
}
