import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { MessageIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import type { CodeSender } from '../hooks/use-code-sender';
import type { FieldBinding } from '../hooks/use-form';

interface CodeFieldProps {
  field: FieldBinding;
  sender: CodeSender;
  onSend(): void;
  label?: string;
  placeholder?: string;
  icon?: ReactNode;
}

/** A 6-digit verification code input with the send button and its resend countdown. */
export function CodeField({ field, sender, onSend, label, placeholder, icon }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('auth.smsCode')}
      placeholder={placeholder ?? t('auth.smsCodePlaceholder')}
      icon={icon ?? <MessageIcon />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      data-testid="sms-code-input"
      addon={
        <Button className="auth-send" onClick={onSend} disabled={sender.running} loading={sender.sending} data-testid="send-code">
          {sender.running ? t('auth.resendIn', { seconds: sender.left }) : t('auth.sendCode')}
        </Button>
      }
    />
  );
}
