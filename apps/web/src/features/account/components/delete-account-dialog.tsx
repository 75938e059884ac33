import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../shared/session/logout';
import { alertDialog } from '../../../shared/ui/overlay-store';
import { deleteAccount } from '../api/account';
import { smsCodeRule, useCaptcha, useForm, useSmsCode } from '../auth-bridge';
import { SmsCodeFields } from './sms-code-fields';

/** What deleting an account does, in the order the member reads it. */
const CONSEQUENCES = ['phones', 'grants', 'proxies', 'personal', 'orders', 'phone'] as const;

/**
 * Deleting the account (spec point 1): what happens, an SMS code sent to the member's phone (scene
 * delete-account), and an explicit "I understand". The server's refusal (phones that have not
 * expired yet…) is shown here; once deleted, the member is told and signed out to /login.
 */
export function DeleteAccountDialog({ open, phone, onClose }: { open: boolean; phone: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('user.delete.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="delete-account-dialog">{node}</div>}
    >
      <DeleteAccountForm phone={phone} onClose={onClose} />
    </Modal>
  );
}

/** After the deletion every session of the member is gone: the local one ends the way a logout does. */
async function signOutDeleted(title: string, content: string, okText: string) {
  await alertDialog({ title, content, okText, testId: 'account-deleted-confirm' });
  await logout();
}

function DeleteAccountForm({ phone, onClose }: { phone: string; onClose(): void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState('');
  const [understood, setUnderstood] = useState(false);
  const captcha = useCaptcha();
  const form = useForm({ phone, captcha: '', code: '' }, { code: smsCodeRule });
  const flow = useSmsCode(form, captcha, 'delete-account', setRefusal);
  const remove = useMutation({
    mutationFn: (code: string) => deleteAccount({ code }),
    onSuccess: () => {
      onClose();
      void signOutDeleted(t('user.delete.doneTitle'), t('user.delete.doneText'), t('common.confirm'));
    },
    onError: (error) => setRefusal(error.message),
  });
  const submit = () => {
    if (!understood || !form.validate(['code'])) return;
    setRefusal('');
    remove.mutate(form.values.code.trim());
  };

  return (
    <div className="ac-form">
      <div className="ac-delete__warning" data-testid="delete-account-statement">
        <p>{t('user.delete.warning')}</p>
        <ul>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`user.delete.items.${key}`)}</li>
          ))}
        </ul>
      </div>
      <SmsCodeFields
        phone={phone}
        captcha={captcha}
        captchaField={form.field('captcha')}
        codeField={form.field('code')}
        flow={flow}
        onEnter={submit}
        testId="delete-account"
      />
      <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} data-testid="delete-account-understand">
        {t('user.delete.understand')}
      </Checkbox>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="delete-account-refusal" />}
      <div className="ac-form__actions">
        <Button onClick={onClose} disabled={remove.isPending} data-testid="delete-account-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          danger
          disabled={!understood}
          loading={remove.isPending}
          onClick={submit}
          data-testid="delete-account-submit"
        >
          {t('user.delete.submit')}
        </Button>
      </div>
    </div>
  );
}
