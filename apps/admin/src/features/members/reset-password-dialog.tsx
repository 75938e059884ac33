import { PASSWORD_PATTERN } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { resetMemberPassword } from './api';

interface PasswordValues {
  password: string;
  confirm: string;
}

export interface ResetTarget {
  id: number;
  phone: string;
}

/**
 * Sets a member's password (PUT reset-password) by the members' rule (the contract's pattern and
 * messages, as the server checks it); every session of the member ends.
 */
export function ResetPasswordDialog({ member, onClose }: { member: ResetTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<PasswordValues>
      open={member !== null}
      title={t('membersAdmin.resetTitle', { phone: member?.phone ?? '' })}
      onSubmit={({ password }) => resetMemberPassword({ id: member!.id, password })}
      onClose={onClose}
      success={t('membersAdmin.passwordSet')}
      okText={t('membersAdmin.resetPassword')}
      testId="reset-password-dialog"
    >
      <Alert type="info" showIcon title={t('membersAdmin.resetHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="password"
        label={t('membersAdmin.password')}
        extra={t('membersAdmin.passwordHint')}
        rules={[
          { required: true, message: tm('validation.password.required') },
          { pattern: PASSWORD_PATTERN, message: tm('validation.password.rule') },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="field-new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('membersAdmin.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('membersAdmin.passwordMismatch') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('membersAdmin.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="field-confirm-password" />
      </Form.Item>
    </FormDialog>
  );
}
