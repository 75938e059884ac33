import { describe, expect, it } from 'vitest';
import { BATCH_MENU } from './operations';
import { batchOffers, blockedReason, canOperate, controlBlockedReason, holdAllows, isViewOnly, menuOffers } from './phone-abilities';
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

  it('says why each impossible operation is refused', () => {
    const off = makePhone(6, { powerOn: false }, NOW);
    expect(blockedReason(off, 'powerOff', NOW)).toBe('alreadyOff');
    expect(blockedReason(off, 'push', NOW)).toBe('alreadyOff');
    expect(blockedReason(off, 'powerOn', NOW)).toBeNull();
    expect(blockedReason(makePhone(7, {}, NOW), 'powerOn', NOW)).toBe('alreadyOn');
    expect(blockedReason(makePhone(8, { status: 5 }, NOW), 'push', NOW)).toBe('notRunning');
    expect(blockedReason(makePhone(9, { expireTime: NOW - 1 }, NOW), 'reboot', NOW)).toBe('expired');
    expect(blockedReason(makePhone(10, { status: 10 }, NOW), 'reset', NOW)).toBe('busy');
    expect(blockedReason(makePhone(11, { accreditType: 1, authorized: true }, NOW), 'reboot', NOW)).toBe('viewOnly');
    expect(blockedReason(makePhone(12, { accreditType: 2, authorized: true }, NOW), 'replace', NOW)).toBe('ownerOnly');
    expect(controlBlockedReason(off, NOW)).toBe('alreadyOff');
    expect(controlBlockedReason(makePhone(13, { status: 2 }, NOW), NOW)).toBe('busy');
    expect(controlBlockedReason(makePhone(14, { status: 5 }, NOW), NOW)).toBe('notRunning');
    expect(controlBlockedReason(makePhone(15, {}, NOW), NOW)).toBeNull();
  });
});

describe('what a grantee is offered (decision 025)', () => {
  const own = makePhone(40, {}, NOW);
  const granted = makePhone(41, { authorized: true }, NOW);
  const operate = makePhone(42, { accreditType: 2, authorized: true, ownerPhone: '13900139000' }, NOW);
  const view = makePhone(43, { accreditType: 1, authorized: true, ownerPhone: '13900139000' }, NOW);

  it('lets an operate grantee reboot and power on and off, and tag; a view grantee only tag', () => {
    expect(BATCH_MENU.filter((kind) => holdAllows(operate, kind))).toEqual(['reboot', 'powerOn', 'powerOff', 'addTag']);
    expect(BATCH_MENU.filter((kind) => holdAllows(view, kind))).toEqual(['addTag']);
    expect(BATCH_MENU.filter((kind) => holdAllows(own, kind))).toEqual(BATCH_MENU);
  });

  it('offers a phone’s menu grant or recall, whichever fits, and neither on a shared phone', () => {
    expect(menuOffers(own, 'accredit')).toBe(true);
    expect(menuOffers(own, 'recall')).toBe(false);
    expect(menuOffers(granted, 'accredit')).toBe(false);
    expect(menuOffers(granted, 'recall')).toBe(true);
    expect(menuOffers(granted, 'transfer')).toBe(true);
    for (const kind of ['accredit', 'recall', 'transfer', 'reset', 'push', 'replace'] as const) {
      expect(menuOffers(operate, kind)).toBe(false);
      expect(menuOffers(view, kind)).toBe(false);
    }
  });

  it('offers a batch only what every ticked phone allows, and no batch reboot with a shared phone', () => {
    expect(BATCH_MENU.filter((kind) => batchOffers([], kind))).toEqual(BATCH_MENU);
    expect(BATCH_MENU.filter((kind) => batchOffers([own, granted], kind))).toEqual(BATCH_MENU);
    expect(BATCH_MENU.filter((kind) => batchOffers([operate], kind))).toEqual(['reboot', 'powerOn', 'powerOff', 'addTag']);
    expect(BATCH_MENU.filter((kind) => batchOffers([own, operate], kind))).toEqual(['powerOn', 'powerOff', 'addTag']);
    expect(BATCH_MENU.filter((kind) => batchOffers([own, operate, view], kind))).toEqual(['addTag']);
  });

  it('does not hold sharing back for the phone’s state: an expired or busy phone can still be recalled or transferred', () => {
    const expired = makePhone(44, { authorized: true, expireTime: NOW - 1000 }, NOW);
    const busy = makePhone(45, { status: 2 }, NOW);
    expect(blockedReason(expired, 'recall', NOW)).toBeNull();
    expect(blockedReason(busy, 'transfer', NOW)).toBeNull();
    expect(blockedReason(operate, 'transfer', NOW)).toBe('ownerOnly');
  });
});
