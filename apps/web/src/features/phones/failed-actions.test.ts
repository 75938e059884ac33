import { PHONE_STATUS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { failedChoices } from './failed-actions';

describe('what a failed or abnormal phone offers', () => {
  it.each([
    [PHONE_STATUS.restartFailed, { kind: 'reboot' }],
    [PHONE_STATUS.resetFailed, { kind: 'reset' }],
    [PHONE_STATUS.initializeFailed, { kind: 'newMachine' }],
    [PHONE_STATUS.backupFailed, { kind: 'replace', migrate: true }],
    [PHONE_STATUS.migrationFailed, { kind: 'retryMigrate' }],
  ])('status %i retries by re-running its operation and can be entered directly', (status, retry) => {
    const choices = failedChoices(status);
    expect(choices.retry).toEqual(retry);
    expect(choices.canEnterDirectly).toBe(true);
    expect(choices.suggestSupportOrReplace).toBe(false);
  });

  it('a failed image upgrade retries the upgrade (the same call) or is entered directly', () => {
    expect(failedChoices(PHONE_STATUS.upgradeImageFailed)).toMatchObject({ retry: { kind: 'upgradeImage' }, canEnterDirectly: true });
  });

  it('a failed backup may switch to a new machine without migrating', () => {
    expect(failedChoices(PHONE_STATUS.backupFailed).canReplaceWithoutMigrating).toBe(true);
    expect(failedChoices(PHONE_STATUS.resetFailed).canReplaceWithoutMigrating).toBe(false);
  });

  it('warns that entering a phone whose migration failed loses the backup', () => {
    expect(failedChoices(PHONE_STATUS.migrationFailed).warnBackupLost).toBe(true);
    expect(failedChoices(PHONE_STATUS.backupFailed).warnBackupLost).toBe(false);
  });

  it('an abnormal phone suggests support or a replacement, nothing else', () => {
    expect(failedChoices(PHONE_STATUS.abnormal)).toEqual({
      retry: null,
      canEnterDirectly: false,
      canReplaceWithoutMigrating: false,
      suggestSupportOrReplace: true,
      warnBackupLost: false,
    });
  });

  it.each([PHONE_STATUS.running, PHONE_STATUS.restarting, PHONE_STATUS.backupSuccessful, PHONE_STATUS.maintenance])(
    'status %i offers nothing',
    (status) => {
      const choices = failedChoices(status);
      expect(choices.retry).toBeNull();
      expect(choices.canEnterDirectly || choices.suggestSupportOrReplace).toBe(false);
    },
  );
});
