import { describe, expect, it } from 'vitest';
import { canOperate, isViewOnly } from './phone-abilities';
import { makePhone } from './test-phones';

const NOW = Date.now();

describe('what a phone menu offers', () => {
  it('offers everything on an own running phone, power off but not on', () => {
    const phone = makePhone(1, {}, NOW);
    expect(canOperate(phone, 'reboot', NOW)).toBe(true);
    expect(canOperate(phone, 'replace', NOW)).toBe(true);
    expect(canOperate(phone, 'powerOff', NOW)).toBe(true);
    expect(canOperate(phone, 'powerOn', NOW)).toBe(false);
  });

  it('offers only grouping and tags while an operation runs', () => {
    const phone = makePhone(2, { status: 2 }, NOW);
    expect(canOperate(phone, 'reboot', NOW)).toBe(false);
    expect(canOperate(phone, 'reset', NOW)).toBe(false);
    expect(canOperate(phone, 'moveGroup', NOW)).toBe(true);
    expect(canOperate(phone, 'addTag', NOW)).toBe(true);
  });

  it('offers a phone shared for operating no owner-only operation, and one shared for viewing only tags', () => {
    const operate = makePhone(3, { accreditType: 2, authorized: true }, NOW);
    expect(canOperate(operate, 'reboot', NOW)).toBe(true);
    expect(canOperate(operate, 'replace', NOW)).toBe(false);
    expect(canOperate(operate, 'moveGroup', NOW)).toBe(false);
    const view = makePhone(4, { accreditType: 1, authorized: true }, NOW);
    expect(isViewOnly(view)).toBe(true);
    expect(canOperate(view, 'reboot', NOW)).toBe(false);
    expect(canOperate(view, 'addTag', NOW)).toBe(true);
  });

  it('offers nothing but tags and grouping on an expired phone', () => {
    const phone = makePhone(5, { expireTime: NOW - 1000 }, NOW);
    expect(canOperate(phone, 'reboot', NOW)).toBe(false);
    expect(canOperate(phone, 'addTag', NOW)).toBe(true);
  });
});
