import { describe, expect, it } from 'vitest';
import { visibleRange } from './use-window-list';

const base = { scrollTop: 0, viewport: 800, offset: 200, rowHeight: 100, count: 1000, overscan: 2 };

describe('visible rows of a list that scrolls with the page', () => {
  it('renders the rows on screen plus the overscan', () => {
    // The list starts 200 px down: rows 0..5 touch a 800 px viewport at the top.
    expect(visibleRange(base)).toEqual({ start: 0, end: 7 });
    expect(visibleRange({ ...base, scrollTop: 5200 })).toEqual({ start: 48, end: 59 });
  });

  it('stops at the last row', () => {
    expect(visibleRange({ ...base, count: 3 })).toEqual({ start: 0, end: 2 });
    expect(visibleRange({ ...base, count: 20, scrollTop: 99_999 })).toEqual({ start: 19, end: 19 });
  });

  it('renders nothing for an empty list', () => {
    expect(visibleRange({ ...base, count: 0 })).toEqual({ start: 0, end: -1 });
  });
});
