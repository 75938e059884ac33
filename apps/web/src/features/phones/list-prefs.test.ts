// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSortType, readView, SORT_KEY, writeSortType, writeView } from './list-prefs';

beforeEach(() => localStorage.clear());

describe('list preferences kept locally', () => {
  it('remembers the sort type under sortType, 1 by default or when unknown', () => {
    expect(readSortType()).toBe(1);
    writeSortType(3);
    expect(localStorage.getItem(SORT_KEY)).toBe('3');
    expect(readSortType()).toBe(3);
    localStorage.setItem(SORT_KEY, '9');
    expect(readSortType()).toBe(1);
  });

  it('remembers grid or table', () => {
    expect(readView()).toBe('grid');
    writeView('table');
    expect(readView()).toBe('table');
  });
});
