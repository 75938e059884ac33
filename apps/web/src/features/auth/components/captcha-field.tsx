import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import type { Captcha } from '../hooks/use-captcha';
import type { FieldBinding } from '../hooks/use-form';

/** The image captcha answer with its image beside it; clicking the image gets a new one. */
export function CaptchaField({ captcha, field }: { captcha: Captcha; field: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('auth.captcha')}
      placeholder={t('auth.captchaPlaceholder')}
      icon={<ShieldIcon />}
      maxLength={10}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      data-testid="captcha-input"
      addon={
        <button
          type="button"
          className="auth-captcha"
          onClick={() => captcha.refresh()}
          title={t('auth.captchaRefresh')}
          aria-label={t('auth.captchaRefresh')}
          data-testid="captcha-image"
          data-uuid={captcha.uuid}
        >
          {captcha.status === 'ready' ? (
            <img src={captcha.img} alt="" />
          ) : (
            <span className="auth-captcha__status">{captcha.status === 'error' ? t('auth.captchaFailed') : t('auth.captchaLoading')}</span>
          )}
        </button>
      }
    />
  );
}
