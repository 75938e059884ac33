import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha, CodeFlow } from '../auth-bridge';
import { maskPhone } from '../account-rules';
import { FormField } from './form-field';

interface Binding {
  value: string;
  error: string | null;
  onChange(event: React.ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

/**
 * The code that proves it is the member: sent to the member's own phone (shown masked), behind the
 * image captcha while that is on, again after 60 s. `testId` prefixes each control's test id.
 */
export function SmsCodeFields({
  phone,
  captcha,
  captchaField,
  codeField,
  flow,
  onEnter,
  testId,
}: {
  phone: string;
  captcha: Captcha;
  captchaField: Binding;
  codeField: Binding;
  flow: CodeFlow;
  onEnter(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { sender, send } = flow;
  return (
    <>
      <p className="ac-muted" data-testid={`${testId}-sms-to`}>
        {t('user.code.smsTo', { phone: maskPhone(phone) })}
      </p>
      {captcha.enabled && (
        <FormField label={t('user.code.captcha')} error={captchaField.error} testId={`${testId}-captcha`} isRequired>
          <div className="ac-row">
            <Input
              value={captchaField.value}
              onChange={captchaField.onChange}
              onBlur={captchaField.onBlur}
              placeholder={t('auth.captchaPlaceholder')}
              maxLength={10}
              autoComplete="off"
              status={captchaField.error ? 'error' : undefined}
              data-testid={`${testId}-captcha`}
            />
            <button
              type="button"
              className="ac-captcha"
              onClick={() => captcha.refresh()}
              title={t('auth.captchaRefresh')}
              aria-label={t('auth.captchaRefresh')}
              data-testid={`${testId}-captcha-image`}
            >
              {captcha.status === 'ready' ? (
                <img src={captcha.img} alt="" />
              ) : (
                <span>{captcha.status === 'error' ? t('auth.captchaFailed') : t('auth.captchaLoading')}</span>
              )}
            </button>
          </div>
        </FormField>
      )}
      <FormField label={t('user.code.code')} error={codeField.error} testId={`${testId}-code`} isRequired>
        <div className="ac-row">
          <Input
            value={codeField.value}
            onChange={codeField.onChange}
            onBlur={codeField.onBlur}
            onPressEnter={onEnter}
            placeholder={t('auth.smsCodePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            status={codeField.error ? 'error' : undefined}
            data-testid={`${testId}-code`}
          />
          <Button onClick={send} disabled={sender.running} loading={sender.sending} data-testid={`${testId}-send`}>
            {sender.running ? t('auth.resendIn', { seconds: sender.left }) : t('auth.sendCode')}
          </Button>
        </div>
      </FormField>
    </>
  );
}
