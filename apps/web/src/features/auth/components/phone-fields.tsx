import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import type { Captcha } from '../hooks/use-captcha';
import type { FieldBinding } from '../hooks/use-form';
import type { CodeFlow } from '../hooks/use-sms-code';
import { CaptchaField } from './captcha-field';
import { CodeField } from './code-field';

interface PhoneFieldProps {
  field: FieldBinding;
  /** 'username' on the password form: beside a current-password it is what password managers store. */
  autoComplete?: 'tel' | 'username';
  /** The login tabs share one number, so each edit is reported to the page too. */
  onPhoneChange?(phone: string): void;
}

/** The 11-digit mainland phone number every sign-in form starts with. */
export function PhoneField({ field, autoComplete = 'tel', onPhoneChange }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      onChange={(event) => {
        field.onChange(event);
        onPhoneChange?.(event.target.value);
      }}
      label={t('auth.phone')}
      placeholder={t('auth.phonePlaceholder')}
      icon={<PhoneIcon />}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={11}
      data-testid="phone-input"
    />
  );
}

interface PhoneCodeFieldsProps {
  form: { field(name: 'phone' | 'captcha' | 'code'): FieldBinding };
  captcha: Captcha;
  sms: CodeFlow;
  onPhoneChange?(phone: string): void;
}

/** Phone, the image captcha when it is on (it guards the code request), and the SMS code with its send button. */
export function PhoneCodeFields({ form, captcha, sms, onPhoneChange }: PhoneCodeFieldsProps) {
  return (
    <>
      <PhoneField field={form.field('phone')} onPhoneChange={onPhoneChange} />
      {captcha.enabled && <CaptchaField captcha={captcha} field={form.field('captcha')} />}
      <CodeField field={form.field('code')} sender={sms.sender} onSend={sms.send} />
    </>
  );
}
