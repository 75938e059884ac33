// @vitest-environment jsdom
import { PHONE_BATCH_MAX } from '@cloudphone/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tm } from '../../shared/i18n/message';
import { checkSelection, selectAll, toggleSelected } from './selection';

const own = (id: number, authorized = false) => ({ id, accreditType: null, authorized });
const shared = (id: number) => ({ id, accreditType: 2, authorized: true });
const viewOnly = (id: number) => ({ id, accreditType: 1, authorized: true });
const many = (n: number) => Array.from({ length: n }, (_, i) => own(i + 1));

beforeAll(() => localStorage.setItem('locale', 'zh-CN'));
afterEach(() => localStorage.setItem('locale', 'zh-CN'));

describe('selection limits (spec points 5 and 8)', () => {
  it('refuses an empty selection with 请勾选云手机', () => {
    const problem = checkSelection('reboot', []);
    expect(problem).toBe('phones.select.required');
    expect(tm(problem!)).toBe('请勾选云手机');
  });

  it('takes 30 phones and refuses 31 with 最多选择 30 台云手机', () => {
    expect(checkSelection('reset', many(PHONE_BATCH_MAX))).toBeNull();
    const problem = checkSelection('reset', many(PHONE_BATCH_MAX + 1));
    expect(problem).toBe('phones.select.max');
    expect(tm(problem!)).toBe('最多选择 30 台云手机');
  });

  it('refuses a batch reboot that includes a phone shared with the member, but not a single one', () => {
    expect(checkSelection('reboot', [own(1), shared(2)])).toBe('phones.authorizedInBatch');
    expect(checkSelection('reboot', [shared(2)])).toBeNull();
    expect(checkSelection('powerOff', [own(1), shared(2)])).toBeNull();
  });

  it('refuses what a grant does not allow (decision 025): the owner’s operations, anything but tags when view-only', () => {
    expect(checkSelection('reset', [own(1), shared(2)])).toBe('phones.authorizedInBatch');
    expect(checkSelection('reset', [shared(2)])).toBe('accredit.ownerOnly');
    expect(checkSelection('transfer', [shared(2)])).toBe('accredit.ownerOnly');
    expect(checkSelection('reboot', [viewOnly(3)])).toBe('phones.viewOnly');
    expect(checkSelection('addTag', [own(1), viewOnly(3)])).toBeNull();
    expect(tm('accredit.ownerOnly')).toBe('只有云机的所有者可以进行此操作');
  });

  it('grants only phones not granted yet and recalls only granted ones, in both languages (spec point 8)', () => {
    expect(checkSelection('accredit', [own(1), own(2)])).toBeNull();
    expect(checkSelection('accredit', [own(1), own(2, true)])).toBe('accredit.selectUnauthorized');
    expect(checkSelection('recall', [own(1, true)])).toBeNull();
    expect(checkSelection('recall', [own(1, true), own(2)])).toBe('accredit.selectAuthorized');
    expect(tm('accredit.selectUnauthorized')).toBe('请选择未授权的设备进行授权');
    expect(tm('accredit.selectAuthorized')).toBe('请选择已授权的云机');
    localStorage.setItem('locale', 'en-US');
    expect(tm('accredit.selectUnauthorized')).toBe('Select unauthorized devices to authorize');
    expect(tm('accredit.selectAuthorized')).toBe('Select authorized phones');
  });

  it('toggles phones and selects every loaded one', () => {
    let selected = toggleSelected(new Map(), own(1), true);
    selected = toggleSelected(selected, own(2), true);
    selected = toggleSelected(selected, own(1), false);
    expect([...selected.keys()]).toEqual([2]);
    expect([...selectAll(many(3)).keys()]).toEqual([1, 2, 3]);
  });
});
