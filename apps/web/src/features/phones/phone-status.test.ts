// @vitest-environment jsdom
import { PHONE_STATUS, PHONE_STATUS_FILTER, PHONE_STATUS_FILTERS } from '@cloudphone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusText } from './components/status-tag';
import { STATUS_FILTER_OPTIONS, statusFilterLabel, statusFilterOf, statusLabel, statusVisual } from './phone-status';
import { initPhonesI18n } from './test-i18n';

const NOW = Date.UTC(2026, 0, 1);
const phone = (status: number, extra: { powerOn?: boolean; expireTime?: number } = {}) => ({
  status,
  powerOn: extra.powerOn ?? true,
  expireTime: extra.expireTime ?? NOW + 86_400_000,
});

beforeAll(initPhonesI18n);

describe('status → picture and label', () => {
  it.each([
    [PHONE_STATUS.abnormal, 'abnormal', 'danger', false, false, '异常'],
    [PHONE_STATUS.running, 'screen', 'success', false, false, '运行中'],
    [PHONE_STATUS.restarting, 'restart', 'processing', true, false, '重启中'],
    [PHONE_STATUS.restartFailed, 'restart', 'danger', false, true, '重启失败'],
    [PHONE_STATUS.resetting, 'reset', 'processing', true, false, '重置中'],
    [PHONE_STATUS.resetFailed, 'reset', 'danger', false, true, '重置失败'],
    [PHONE_STATUS.upgradingImage, 'upgrade', 'processing', true, false, '升级镜像中'],
    [PHONE_STATUS.upgradeImageFailed, 'upgrade', 'danger', false, true, '升级镜像失败'],
    [PHONE_STATUS.initializing, 'initialize', 'processing', true, false, '初始化中'],
    [PHONE_STATUS.initializeFailed, 'initialize', 'danger', false, true, '初始化失败'],
    [PHONE_STATUS.backingUp, 'backup', 'processing', true, false, '备份中'],
    [PHONE_STATUS.backupFailed, 'backup', 'danger', false, true, '备份失败'],
    [PHONE_STATUS.backupSuccessful, 'backup-done', 'success', false, false, '备份成功'],
    [PHONE_STATUS.migrating, 'migrate', 'processing', true, false, '迁移中'],
    [PHONE_STATUS.migrationFailed, 'migrate', 'danger', false, true, '迁移失败'],
    [PHONE_STATUS.maintenance, 'maintenance', 'warning', false, false, '维护中'],
  ])('status %i draws %s in %s', (status, art, tone, isBusy, isFailed, label) => {
    expect(statusVisual(phone(status), NOW)).toEqual({ art, tone, isBusy, isFailed });
    expect(statusText(statusLabel(phone(status), NOW))).toBe(label);
  });

  it('shows a powered-off running phone as off, in grey', () => {
    const off = phone(PHONE_STATUS.running, { powerOn: false });
    expect(statusVisual(off, NOW)).toMatchObject({ art: 'powered-off', tone: 'muted' });
    expect(statusText(statusLabel(off, NOW))).toBe('已关机');
  });

  it('shows an expired phone as expired whatever it was doing', () => {
    const expired = phone(PHONE_STATUS.restarting, { expireTime: NOW - 1 });
    expect(statusVisual(expired, NOW)).toEqual({ art: 'expired', tone: 'muted', isBusy: false, isFailed: false });
    expect(statusText(statusLabel(expired, NOW))).toBe('已过期');
  });

  it('draws an unknown code as abnormal and names it by its number', () => {
    expect(statusVisual(phone(42), NOW).art).toBe('abnormal');
    expect(statusText({ kind: 'status', code: 42 })).toBe('42');
  });
});

describe('the status filter', () => {
  const NOW_FILTER = Date.now();
  it('finds a phone under the label it shows: running only when on, powered off and expired their own', () => {
    expect(statusFilterOf({ status: 1, powerOn: true, expireTime: NOW_FILTER + 1000 }, NOW_FILTER)).toBe(1);
    expect(statusFilterOf({ status: 1, powerOn: false, expireTime: NOW_FILTER + 1000 }, NOW_FILTER)).toBe(PHONE_STATUS_FILTER.poweredOff);
    expect(statusFilterOf({ status: 2, powerOn: true, expireTime: NOW_FILTER - 1000 }, NOW_FILTER)).toBe(PHONE_STATUS_FILTER.expired);
    expect(statusFilterOf({ status: 12, powerOn: true, expireTime: NOW_FILTER + 1000 }, NOW_FILTER)).toBe(12);
    // Every value the server takes is offered once, and each reads as the label it finds.
    expect([...STATUS_FILTER_OPTIONS].sort((a, b) => a - b)).toEqual([...PHONE_STATUS_FILTERS].sort((a, b) => a - b));
    expect(statusFilterLabel(PHONE_STATUS_FILTER.poweredOff)).toEqual({ kind: 'poweredOff' });
    expect(statusFilterLabel(PHONE_STATUS_FILTER.expired)).toEqual({ kind: 'expired' });
    expect(statusFilterLabel(1)).toEqual({ kind: 'status', code: 1 });
  });
});
