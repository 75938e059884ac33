import { PHONE_STATUS, type PhoneRow } from '@cloudphone/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failedChoices } from '../failed-actions';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import type { OperationKind } from '../operations';
import { holdAllows } from '../phone-abilities';
import { statusLabel, statusVisual } from '../phone-status';
import { statusText } from './status-tag';

/** Estimated minutes of a running operation (spec point 4: restart 5, everything else 10). */
const minutesFor = (status: number) => (status === PHONE_STATUS.restarting ? 5 : 10);

/**
 * What a card says (and offers) over its picture when the phone is not simply running: the
 * operation under way and its estimated time; for a failed one retry / enter directly (and, after
 * a failed backup, a new machine without migrating); for an abnormal one support or replacement;
 * for an expired one renewal; for a powered-off one power on.
 */
export function StatusPanel({ phone, operator, now }: { phone: PhoneRow; operator: PhoneOperator; now: number }) {
  const { t } = useTranslation();
  const visual = statusVisual(phone, now);
  const status = statusText(statusLabel(phone, now));
  // A grantee is offered only what their grant allows (decision 025).
  const may = (kind: OperationKind) => holdAllows(phone, kind);
  const one = [phone];

  if (visual.art === 'expired') {
    return (
      <div className="ph-panel">
        <p>{t('phones.card.expired')}</p>
        <Link
          className="ant-btn ant-btn-primary ant-btn-sm ph-panel__link"
          to={`/renewManage?phoneId=${phone.id}`}
          data-testid="phone-renew"
        >
          {t('phones.card.renew')}
        </Link>
      </div>
    );
  }
  if (visual.isBusy) {
    return (
      <div className="ph-panel is-quiet">
        <p>{t('phones.card.busy', { status, minutes: minutesFor(phone.status) })}</p>
      </div>
    );
  }
  if (visual.art === 'powered-off') {
    return (
      <div className="ph-panel">
        <p>{t('phones.card.poweredOff')}</p>
        {may('powerOn') && (
          <Button
            size="small"
            autoInsertSpace={false}
            type="primary"
            ghost
            onClick={() => operator.run('powerOn', one)}
            data-testid="phone-power-on"
          >
            {t('phones.action.powerOn')}
          </Button>
        )}
      </div>
    );
  }
  // Spec point 4: backup successful (12) has no tip text; the tag says it all.
  if (phone.status === PHONE_STATUS.backupSuccessful) return null;
  if (phone.status === PHONE_STATUS.maintenance) {
    return (
      <div className="ph-panel is-quiet">
        <p>{t('phones.card.maintenance')}</p>
      </div>
    );
  }
  const choices = failedChoices(phone.status);
  if (choices.suggestSupportOrReplace) {
    return (
      <div className="ph-panel">
        <p>{t('phones.card.abnormal')}</p>
        <div className="ph-panel__actions">
          {may('replace') && (
            <Button
              size="small"
              autoInsertSpace={false}
              type="primary"
              onClick={() => operator.run('replace', one)}
              data-testid="phone-replace"
            >
              {t('phones.action.replace')}
            </Button>
          )}
          <Link className="ant-btn ant-btn-default ant-btn-sm ph-panel__link" to="/setting/customer" data-testid="phone-contact-support">
            {t('phones.action.contactSupport')}
          </Link>
        </div>
      </div>
    );
  }
  if (!visual.isFailed) return null;
  const caption =
    phone.status === PHONE_STATUS.upgradeImageFailed
      ? t('phones.card.upgradeFailed')
      : phone.status === PHONE_STATUS.backupFailed
        ? t('phones.card.backupFailed')
        : phone.status === PHONE_STATUS.migrationFailed
          ? t('phones.card.migrationFailed')
          : t('phones.card.failed', { status });
  const retry = choices.retry && may(choices.retry.kind) ? choices.retry : null;
  const canEnter = choices.canEnterDirectly && may('enterDirectly');
  return (
    <div className="ph-panel is-failed" data-testid="phone-failed-panel">
      <p>{caption}</p>
      {(retry || canEnter) && (
        <div className="ph-panel__actions">
          {retry && (
            <Button
              size="small"
              autoInsertSpace={false}
              type="primary"
              onClick={() =>
                retry.kind === 'replace'
                  ? operator.run('replace', one, { preset: retry.migrate })
                  : operator.run(retry.kind, one, { isRetry: true })
              }
              data-testid="phone-retry"
            >
              {t('phones.action.retry')}
            </Button>
          )}
          {canEnter && (
            <Button
              size="small"
              autoInsertSpace={false}
              onClick={() => operator.run('enterDirectly', one, { warnBackupLost: choices.warnBackupLost })}
              data-testid="phone-enter"
            >
              {t('phones.action.enterDirectly')}
            </Button>
          )}
          {choices.canReplaceWithoutMigrating && may('replace') && (
            <Button
              size="small"
              autoInsertSpace={false}
              onClick={() => operator.run('replace', one, { preset: false })}
              title={t('phones.action.replaceWithoutMigrating')}
              data-testid="phone-replace-no-migrate"
            >
              {t('phones.action.replaceWithoutMigrating')}
            </Button>
          )}
        </div>
      )}
      {choices.warnBackupLost && <p className="ph-panel__warn">{t('phones.card.backupLost')}</p>}
    </div>
  );
}
