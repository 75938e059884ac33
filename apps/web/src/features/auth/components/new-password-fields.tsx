import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../shared/ui/icons';
import { PasswordField } from '../../../shared/ui/text-field';
import type { FieldBinding } from '../hooks/use-form';

interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirm: FieldBinding;
  /** Register asks for a "password", reset for a "new password". */
  passwordLabel: string;
}

/** A password being set and its confirmation. */
export function NewPasswordFields({ password, confirm, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggleLabels = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  return (
    <>
      <PasswordField
        {...password}
        {...toggleLabels}
        label={passwordLabel}
        placeholder={t('register.passwordPlaceholder')}
        icon={<LockIcon />}
        autoComplete="new-password"
        maxLength={20}
        data-testid="password-input"
      />
      <PasswordField
        {...confirm}
        {...toggleLabels}
        label={t('register.confirmPassword')}
        placeholder={t('register.confirmPlaceholder')}
        icon={<LockIcon />}
        autoComplete="new-password"
        maxLength={20}
        data-testid="confirm-password-input"
      />
    </>
  );
}
