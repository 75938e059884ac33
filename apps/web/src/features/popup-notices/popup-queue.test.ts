import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { due, isDue, markShown, mergeStored, POPUP_STORAGE_KEY, readStored, sortByPriority, writeStored } from './popup-queue';
import { notice } from './popup-fixtures';

const TODAY = '2026-11-23';

describe('mergeStored', () => {
  it('keeps the stored lastPopupDate and hasPopped, takes the rest from the server, and drops notices the server no longer has', () => {
    const server = [notice(1, { title: 'new title' }), notice(2), notice(4)];
    const stored = [
      { ...notice(1, { title: 'old title' }), lastPopupDate: '2026-11-22' },
      { ...notice(2), hasPopped: true },
      { ...notice(3), hasPopped: true },
    ];
    expect(mergeStored(server, stored)).toEqual([
      { ...notice(1, { title: 'new title' }), lastPopupDate: '2026-11-22' },
      { ...notice(2), hasPopped: true },
      notice(4),
    ]);
  });

  it('starts from the server list when nothing is stored', () => {
    expect(mergeStored([notice(1)], [])).toEqual([notice(1)]);
  });
});

describe('due', () => {
  it('shows frequency 1 every time, 2 unless shown today, 3 only until shown once', () => {
    expect(isDue({ ...notice(1, { popFrequency: 1 }), lastPopupDate: TODAY, hasPopped: true }, TODAY)).toBe(true);
    expect(isDue({ ...notice(2, { popFrequency: 2 }), lastPopupDate: TODAY }, TODAY)).toBe(false);
    expect(isDue({ ...notice(2, { popFrequency: 2 }), lastPopupDate: '2026-11-22' }, TODAY)).toBe(true);
    expect(isDue(notice(2, { popFrequency: 2 }), TODAY)).toBe(true);
    expect(isDue({ ...notice(3, { popFrequency: 3 }), hasPopped: true }, TODAY)).toBe(false);
    expect(isDue(notice(3, { popFrequency: 3 }), TODAY)).toBe(true);
  });

  it('filters and sorts by popPriority ascending, keeping the server order on ties', () => {
    const list = [
      notice(1, { popPriority: 5 }),
      { ...notice(2, { popPriority: 0, popFrequency: 3 }), hasPopped: true },
      notice(3, { popPriority: 1 }),
      notice(4, { popPriority: 1 }),
      notice(5, { popPriority: 0, popFrequency: 2 }),
    ];
    expect(due(list, TODAY).map((n) => n.id)).toEqual([5, 3, 4, 1]);
    expect(sortByPriority([notice(9, { popPriority: 2 }), notice(8, { popPriority: -1 })]).map((n) => n.id)).toEqual([8, 9]);
  });
});

describe('markShown', () => {
  it('sets the day for frequency 2, the popped flag for 3, and nothing for 1', () => {
    expect(markShown(notice(1, { popFrequency: 2 }), TODAY)).toEqual({ ...notice(1, { popFrequency: 2 }), lastPopupDate: TODAY });
    expect(markShown(notice(1, { popFrequency: 3 }), TODAY)).toEqual({ ...notice(1, { popFrequency: 3 }), hasPopped: true });
    expect(markShown(notice(1), TODAY)).toEqual(notice(1));
  });
});

describe('storage', () => {
  it('round-trips the list under popupNotices', () => {
    const storage = memoryStorage();
    const list = [{ ...notice(1, { popFrequency: 2 }), lastPopupDate: TODAY }];
    writeStored(storage, list);
    expect(JSON.parse(storage.map.get(POPUP_STORAGE_KEY)!)).toEqual(list);
    expect(readStored(storage)).toEqual(list);
  });

  it('reads missing, corrupt or wrongly shaped storage as nothing remembered', () => {
    const storage = memoryStorage();
    expect(readStored(storage)).toEqual([]);
    for (const raw of ['{not json', '"text"', '{"id":1}', 'null', '42']) {
      storage.setItem(POPUP_STORAGE_KEY, raw);
      expect(readStored(storage), raw).toEqual([]);
    }
    storage.setItem(POPUP_STORAGE_KEY, JSON.stringify([null, 'x', { id: 'one' }, { id: 2, hasPopped: true }]));
    expect(readStored(storage)).toEqual([{ id: 2, hasPopped: true }]);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStored(blocked)).toEqual([]);
    expect(() => writeStored(blocked, [notice(1)])).not.toThrow();
  });
});
