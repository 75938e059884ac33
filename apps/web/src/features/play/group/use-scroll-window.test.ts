import { describe, expect, it } from 'vitest';
import { windowOf } from './use-scroll-window';

describe('the scroll window', () => {
  it('renders the rows on screen and one row of overscan each side', () => {
    // 4 columns of 120 px with 10 px gaps in 520 px; rows of 200 px (pitch 210); 300 followers.
    const w = windowOf({ width: 520, height: 600, scrollTop: 2100 }, 300, 120, 200, 10);
    expect(w.columns).toBe(4);
    expect(w.first).toBe(9 * 4);
    expect(w.last).toBe(14 * 4 - 1);
    expect(w.height).toBe(75 * 210 - 10);
  });

  it('stops at the last item and renders nothing before the box is measured', () => {
    expect(windowOf({ width: 520, height: 600, scrollTop: 99_999 }, 10, 120, 200, 10).last).toBe(9);
    expect(windowOf({ width: 0, height: 0, scrollTop: 0 }, 10, 120, 200, 10)).toMatchObject({ first: 0, last: -1 });
  });

  it('is a plain list when items have no width', () => {
    const w = windowOf({ width: 300, height: 440, scrollTop: 0 }, 5000, 0, 44, 0);
    expect(w).toMatchObject({ columns: 1, first: 0, last: 10 });
  });
});
