import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCodeRules, useCaptcha, useForm, useSmsCode } from '../auth-bridge';

/**
 * The holder's consent to adding an account (decision 025): a code goes to its phone (SMS scene
 * 'paternity', behind the image captcha when that is on, again after 60 s), the holder reads it
 * out, and the owner adds the account with it. A failed send shows here; a refused add is shown
 * by the API client.
 */
export function ConsentCode({ phone, adding, onAdd }: { phone: string; adding: boolean; onAdd(code: string): void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useForm({ phone, captcha: '', code: '' }, phoneCodeRules(captcha.enabled));
  const [sendError, setSendError] = useState('');
  const { sender, send } = useSmsCode(form, captcha, 'paternity', setSendError);
  const code = form.field('code');
  const answer = form.field('captcha');
  const confirm = () => {
    if (form.validate(['code'])) onAdd(form.values.code.trim());
  };

  return (
    <div className="ka-consent" data-testid="sub-account-consent">
      <p className="ka-intro">{t('keyAccount.add.consent', { phone })}</p>
      {captcha.enabled && (
        <>
          <div className="ka-add__row">
            <Input
              value={answer.value}
              onChange={answer.onChange}
              onBlur={answer.onBlur}
              placeholder={t('auth.captchaPlaceholder')}
              maxLength={10}
              autoComplete="off"
              status={answer.error ? 'error' : undefined}
              data-testid="sub-account-add-captcha"
            />
            <button
              type="button"
              className="ka-captcha"
              onClick={() => captcha.refresh()}
              title={t('auth.captchaRefresh')}
              aria-label={t('auth.captchaRefresh')}
              data-testid="sub-account-add-captcha-image"
              data-uuid={captcha.uuid}
            >
              {captcha.status === 'ready' ? (
                <img src={captcha.img} alt="" />
              ) : (
                <span>{captcha.status === 'error' ? t('auth.captchaFailed') : t('auth.captchaLoading')}</span>
              )}
            </button>
          </div>
          {answer.error && <div className="ka-field-error">{answer.error}</div>}
        </>
      )}
      <div className="ka-add__row">
        <Input
          value={code.value}
          onChange={code.onChange}
          onBlur={code.onBlur}
          onPressEnter={confirm}
          placeholder={t('auth.smsCodePlaceholder')}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          status={code.error ? 'error' : undefined}
          data-testid="sub-account-add-code"
        />
        <Button onClick={send} disabled={sender.running} loading={sender.sending} data-testid="sub-account-add-send">
          {sender.running ? t('auth.resendIn', { seconds: sender.left }) : t('auth.sendCode')}
        </Button>
      </div>
      {code.error && (
        <div className="ka-field-error" data-testid="sub-account-add-code-error">
          {code.error}
        </div>
      )}
      {sendError && <Alert type="error" showIcon title={sendError} data-testid="sub-account-add-send-error" />}
      <Button type="primary" block loading={adding} onClick={confirm} data-testid="sub-account-add-confirm">
        {t('keyAccount.add.confirm')}
      </Button>
    </div>
  );
}
