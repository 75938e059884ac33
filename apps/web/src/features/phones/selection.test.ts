import { PHONE_BATCH_MAX } from '@cloudphone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tm } from '../../shared/i18n/message';
import { checkSelection, selectAll, toggleSelected } from './selection';

const own = (id: number) => ({ id, accreditType: null });
const shared = (id: number) => ({ id, accreditType: 2 });
const many = (n: number) => Array.from({ length: n }, (_, i) => own(i + 1));

beforeAll(() => localStorage.setItem('locale', 'zh-CN'));

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
    expect(checkSelection('reset', [own(1), shared(2)])).toBeNull();
  });

  it('toggles phones and selects every loaded one', () => {
    let selected = toggleSelected(new Map(), own(1), true);
    selected = toggleSelected(selected, own(2), true);
    selected = toggleSelected(selected, own(1), false);
    expect([...selected.keys()]).toEqual([2]);
    expect([...selectAll(many(3)).keys()]).toEqual([1, 2, 3]);
  });
});
