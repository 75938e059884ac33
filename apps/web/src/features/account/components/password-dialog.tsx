import type { ChangePasswordInput } from '@cloudphone/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/overlay-store';
import { confirmPasswordRule, newPasswordRule } from '../account-rules';
import { updatePassword } from '../api/account';
import { captchaRule, passwordRule, smsCodeRule, useCaptcha, useForm, useSmsCode } from '../auth-bridge';
import { FormField } from './form-field';
import { SmsCodeFields } from './sms-code-fields';

type Proof = 'password' | 'sms';

/**
 * Changing the password (spec point 5, the account center's rule: 8 to 20 letters and digits,
 * confirmed): proven by the current password or by an SMS code sent to the member's own phone.
 * Every other session of the member ends; this one stays, and the member is told so.
 */
export function PasswordDialog({ open, phone, onClose }: { open: boolean; phone: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('user.password.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="password-dialog">{node}</div>}
    >
      <PasswordForm phone={phone} onClose={onClose} />
    </Modal>
  );
}

function PasswordForm({ phone, onClose }: { phone: string; onClose(): void }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>('password');
  const [refusal, setRefusal] = useState('');
  const captcha = useCaptcha();
  const form = useForm(
    { phone, captcha: '', code: '', oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      oldPassword: passwordRule,
      code: smsCodeRule,
      newPassword: newPasswordRule,
      confirmPassword: confirmPasswordRule,
      ...(captcha.enabled ? { captcha: captchaRule } : {}),
    },
  );
  const flow = useSmsCode(form, captcha, 'reset-password', setRefusal);
  const save = useMutation({
    mutationFn: (input: ChangePasswordInput) => updatePassword(input),
    onSuccess: () => {
      toast.success(t('user.password.done'));
      onClose();
    },
    onError: (error) => setRefusal(error.message),
  });

  const submit = () => {
    const proofField = proof === 'password' ? 'oldPassword' : 'code';
    if (!form.validate([proofField, 'newPassword', 'confirmPassword'])) return;
    setRefusal('');
    const { oldPassword, code, newPassword, confirmPassword } = form.values;
    save.mutate(proof === 'password' ? { oldPassword, newPassword, confirmPassword } : { code: code.trim(), newPassword, confirmPassword });
  };
  const bind = (name: 'oldPassword' | 'newPassword' | 'confirmPassword') => {
    const field = form.field(name);
    return {
      value: field.value,
      onChange: field.onChange,
      onBlur: field.onBlur,
      onPressEnter: submit,
      status: field.error ? ('error' as const) : undefined,
      autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
      'data-testid': `password-${name}`,
    };
  };

  return (
    <div className="ac-form">
      <Tabs
        activeKey={proof}
        onChange={(key) => {
          setProof(key as Proof);
          setRefusal('');
        }}
        items={[
          { key: 'password', label: <span data-testid="password-tab-password">{t('user.password.byPassword')}</span> },
          { key: 'sms', label: <span data-testid="password-tab-sms">{t('user.password.bySms')}</span> },
        ]}
      />
      {proof === 'password' ? (
        <FormField label={t('user.password.oldPassword')} error={form.field('oldPassword').error} testId="password-oldPassword" isRequired>
          <Input.Password {...bind('oldPassword')} placeholder={t('user.password.oldPasswordPlaceholder')} maxLength={64} />
        </FormField>
      ) : (
        <SmsCodeFields
          phone={phone}
          captcha={captcha}
          captchaField={form.field('captcha')}
          codeField={form.field('code')}
          flow={flow}
          onEnter={submit}
          testId="password"
        />
      )}
      <FormField label={t('user.password.newPassword')} error={form.field('newPassword').error} testId="password-newPassword" isRequired>
        <Input.Password {...bind('newPassword')} placeholder={t('user.password.newPasswordPlaceholder')} maxLength={20} />
      </FormField>
      <FormField
        label={t('user.password.confirmPassword')}
        error={form.field('confirmPassword').error}
        testId="password-confirmPassword"
        isRequired
      >
        <Input.Password {...bind('confirmPassword')} placeholder={t('user.password.confirmPasswordPlaceholder')} maxLength={20} />
      </FormField>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="password-refusal" />}
      <div className="ac-form__actions">
        <Button onClick={onClose} disabled={save.isPending} data-testid="password-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="password-submit">
          {t('user.password.submit')}
        </Button>
      </div>
    </div>
  );
}
