import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import type { RenewTimes } from '../api/renew-times';
import { OPERATIONS, type OperationKind } from '../operations';
import { someNames } from '../phone-name';
import './dialogs/dialogs.css';

export type PlainOperation =
  'reboot' | 'reset' | 'powerOn' | 'powerOff' | 'newMachine' | 'upgradeImage' | 'clearFiles' | 'home' | 'enterDirectly' | 'retryMigrate';

export interface ConfirmOptions {
  /** Re-running a failed operation from its card. */
  isRetry?: boolean;
  /** Entering a phone whose migration failed drops its backup (spec point 4). */
  warnBackupLost?: boolean;
  /** Selected phones the operation does not support: listed, and left out. */
  unsupported?: PhoneRow[];
}

/**
 * The body of an operation's confirmation (spec point 4): what it does, to which phones, how long
 * it takes (restart about 5 minutes; reset, new machine, migration about 10), and its warnings.
 */
export function OperationConfirm({
  kind,
  phones,
  options,
  quota,
}: {
  kind: PlainOperation;
  phones: PhoneRow[];
  options: ConfirmOptions;
  quota: RenewTimes | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { minutes } = OPERATIONS[kind as OperationKind];
  const separator = i18n.language === 'en-US' ? ', ' : '、';
  return (
    <div className="ph-confirm" data-testid="op-confirm">
      <p>
        {options.isRetry
          ? t('phones.confirm.retry', { action: t(`phones.action.${kind}`) })
          : kind === 'newMachine'
            ? t('phones.confirm.newMachine', { remaining: quota?.remaining ?? '-', count: phones.length })
            : t(`phones.confirm.${kind}`)}
      </p>
      {kind === 'newMachine' && !options.unsupported?.length && (
        <p className="ph-confirm__note">{t('phones.confirm.newMachineUnsupported')}</p>
      )}
      {kind === 'upgradeImage' && <p className="ph-confirm__note">{t('phones.confirm.upgradeImageNote')}</p>}
      {options.unsupported?.length ? <UnsupportedList phones={options.unsupported} /> : null}
      {minutes && <p className="ph-confirm__time">{t('phones.confirm.minutes', { minutes })}</p>}
      {options.warnBackupLost && <p className="ph-confirm__warn">{t('phones.card.backupLost')}</p>}
      <p className="ph-confirm__phones">{t('phones.confirm.count', { count: phones.length, names: someNames(phones, 3, separator) })}</p>
    </div>
  );
}

/** The selected phones an operation leaves out, before it starts (spec point 5: Android 10 with Orion865 only). */
export function UnsupportedList({ phones }: { phones: PhoneRow[] }) {
  const { t, i18n } = useTranslation();
  const separator = i18n.language === 'en-US' ? ', ' : '、';
  return (
    <p className="ph-confirm__warn" data-testid="op-unsupported" data-count={phones.length}>
      {t('phones.unsupported.listed', { count: phones.length, names: someNames(phones, 5, separator) })}
    </p>
  );
}
