import { isValidPhone, SUB_ACCOUNT_STATUS, type MemberBrief } from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { addSubAccount, findMember } from '../api/sub-accounts';
import { useRefreshGrants } from '../hooks/use-refresh-grants';
import { ConsentCode } from './consent-code';

/**
 * Adding a sub-account: type a phone number, see the account it names (or that there is none, or
 * that it is disabled), send its holder a code, and add it with the code they read out. The
 * server's refusals (the caller, an account with phones of its own, one already attached, a wrong
 * code) are shown as they come, by the API client; the dialog stays for another try.
 */
export function AddSubAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshGrants();
  const [phone, setPhone] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const find = useMutation({ mutationFn: findMember });
  const add = useMutation({
    mutationFn: addSubAccount,
    onSuccess: (_id, added) => {
      toast.success(t('keyAccount.add.added', { phone: added.phone }));
      refresh();
      close();
    },
  });
  // undefined until a number was looked up; null when it names no account.
  const found: MemberBrief | null | undefined = find.isSuccess ? find.data : undefined;

  function close() {
    setPhone('');
    setInvalid(false);
    find.reset();
    add.reset();
    onClose();
  }
  const lookUp = () => {
    const typed = phone.trim();
    setInvalid(!isValidPhone(typed));
    if (isValidPhone(typed)) find.mutate(typed);
  };

  return (
    <Modal open={open} title={t('keyAccount.add.title')} onCancel={close} footer={null} destroyOnHidden>
      <div className="ka-add" data-testid="sub-account-add-dialog">
        <p className="ka-intro">{t('keyAccount.add.intro')}</p>
        <div className="ka-add__row">
          <Input
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setInvalid(false);
              find.reset();
            }}
            onPressEnter={lookUp}
            placeholder={t('keyAccount.add.phone')}
            maxLength={20}
            inputMode="tel"
            status={isInvalid ? 'error' : undefined}
            data-testid="sub-account-add-phone"
          />
          <Button onClick={lookUp} loading={find.isPending} disabled={!phone.trim()} data-testid="sub-account-add-find">
            {t('keyAccount.add.find')}
          </Button>
        </div>
        {isInvalid && (
          <div className="ka-field-error" data-testid="sub-account-add-invalid">
            {tm('validation.phone.invalid')}
          </div>
        )}
        {found === null && <Alert type="warning" showIcon title={tm('accredit.accountUnknown')} data-testid="sub-account-add-unknown" />}
        {found && found.status !== SUB_ACCOUNT_STATUS.enabled && (
          <Alert type="warning" showIcon title={tm('accredit.accountDisabled')} data-testid="sub-account-add-disabled" />
        )}
        {found && found.status === SUB_ACCOUNT_STATUS.enabled && (
          <div className="ka-add__found" data-testid="sub-account-add-found" data-id={found.id}>
            <Descriptions size="small" column={1} title={t('keyAccount.add.found')}>
              <Descriptions.Item label={t('keyAccount.accounts.phone')}>{found.phone}</Descriptions.Item>
              <Descriptions.Item label={t('keyAccount.accounts.nickname')}>
                {found.nickname || t('keyAccount.add.noNickname')}
              </Descriptions.Item>
            </Descriptions>
            <ConsentCode phone={found.phone} adding={add.isPending} onAdd={(code) => add.mutate({ phone: found.phone, code })} />
          </div>
        )}
      </div>
    </Modal>
  );
}
