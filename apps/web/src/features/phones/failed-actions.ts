import { PHONE_STATUS } from '@cloudphone/contract';
import type { OperationKind } from './operations';

/** What a phone in a failed or abnormal state offers on its card (spec point 4). */
export interface FailedChoices {
  /** Re-runs the operation that failed; null when there is nothing to re-run. */
  retry: { kind: OperationKind; migrate?: boolean } | null;
  /** "Enter the phone directly": back to running as it is (updPhoneStateRunning). */
  canEnterDirectly: boolean;
  /** Backup failed: switch to a new machine without migrating the data (replace, migrate = false). */
  canReplaceWithoutMigrating: boolean;
  /** Abnormal: contact support or replace the device. */
  suggestSupportOrReplace: boolean;
  /** Migration failed: entering directly cancels the migration, and the backup is lost. */
  warnBackupLost: boolean;
}

const NONE: FailedChoices = {
  retry: null,
  canEnterDirectly: false,
  canReplaceWithoutMigrating: false,
  suggestSupportOrReplace: false,
  warnBackupLost: false,
};

/** The choices for a status; an ordinary status gets none. */
export function failedChoices(status: number): FailedChoices {
  switch (status) {
    case PHONE_STATUS.abnormal:
      return { ...NONE, suggestSupportOrReplace: true };
    case PHONE_STATUS.restartFailed:
      return { ...NONE, retry: { kind: 'reboot' }, canEnterDirectly: true };
    case PHONE_STATUS.resetFailed:
      return { ...NONE, retry: { kind: 'reset' }, canEnterDirectly: true };
    case PHONE_STATUS.upgradeImageFailed:
      return { ...NONE, retry: { kind: 'upgradeImage' }, canEnterDirectly: true };
    case PHONE_STATUS.initializeFailed:
      return { ...NONE, retry: { kind: 'newMachine' }, canEnterDirectly: true };
    case PHONE_STATUS.backupFailed:
      return { ...NONE, retry: { kind: 'replace', migrate: true }, canEnterDirectly: true, canReplaceWithoutMigrating: true };
    case PHONE_STATUS.migrationFailed:
      return { ...NONE, retry: { kind: 'retryMigrate' }, canEnterDirectly: true, warnBackupLost: true };
    default:
      return NONE;
  }
}
