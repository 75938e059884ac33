import type { OperatorRow } from '@cloudphone/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { resetOperatorPassword } from './api';
import { passwordRules } from './password-rules';

interface PasswordValues {
  password: string;
  confirm: string;
}

/** Sets an operator's password (PUT resetPwd); their sessions end at once. */
export function ResetPasswordDialog({ operator, onClose }: { operator: OperatorRow | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<PasswordValues>
      open={operator !== null}
      title={t('operatorsAdmin.resetPwdTitle', { name: operator?.userName ?? '' })}
      onSubmit={({ password }) => resetOperatorPassword({ userId: operator!.userId, password })}
      onClose={onClose}
      success={t('operatorsAdmin.passwordSet')}
      okText={t('operatorsAdmin.resetPwd')}
      testId="reset-password-dialog"
    >
      <Alert type="info" showIcon title={t('operatorsAdmin.resetPwdHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="password" label={t('operatorsAdmin.password')} extra={t('operatorsAdmin.passwordHint')} rules={passwordRules()}>
        <Input.Password autoComplete="new-password" data-testid="field-new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('operatorsAdmin.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('operatorsAdmin.passwordMismatch') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('operatorsAdmin.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="field-confirm-password" />
      </Form.Item>
    </FormDialog>
  );
}
