import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The password and the account itself: each opens its dialog. */
export function SecurityCard({ disabled, onChangePassword, onDelete }: { disabled: boolean; onChangePassword(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <section className="ac-card" data-testid="account-security">
      <header className="ac-card__head">
        <h2>{t('user.security.title')}</h2>
      </header>
      <div className="ac-action">
        <div>
          <strong>{t('user.security.password')}</strong>
          <p className="ac-muted">{t('user.security.passwordText')}</p>
        </div>
        <Button onClick={onChangePassword} disabled={disabled} data-testid="password-open">
          {t('user.security.changePassword')}
        </Button>
      </div>
      <div className="ac-action">
        <div>
          <strong>{t('user.security.delete')}</strong>
          <p className="ac-muted">{t('user.security.deleteText')}</p>
        </div>
        <Button danger onClick={onDelete} disabled={disabled} data-testid="delete-account-open">
          {t('user.security.deleteButton')}
        </Button>
      </div>
    </section>
  );
}
