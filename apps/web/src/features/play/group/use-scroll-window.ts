import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ScrollWindow {
  /** Items per row. */
  columns: number;
  /** First and last item to render (inclusive); `last < first` when none. */
  first: number;
  last: number;
  /** Height of all rows, for the spacer that gives the scroll bar its length. */
  height: number;
}

/**
 * The items of a fixed-size grid (or a list, with `itemWidth` 0) that a scrolling container shows,
 * plus a row of overscan each side: 300 followers or 5,000 phones render what is on screen.
 */
export function useScrollWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  size: { itemWidth: number; rowHeight: number; gap?: number },
) {
  const { itemWidth, rowHeight, gap = 0 } = size;
  const [box, setBox] = useState({ width: 0, height: 0, scrollTop: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame: number | null = null;
    const measure = () => {
      frame = null;
      setBox({ width: el.clientWidth, height: el.clientHeight, scrollTop: el.scrollTop });
    };
    const onScroll = () => void (frame ??= requestAnimationFrame(measure));
    measure();
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return windowOf(box, count, itemWidth, rowHeight, gap);
}

/** The pure part of useScrollWindow. */
export function windowOf(
  box: { width: number; height: number; scrollTop: number },
  count: number,
  itemWidth: number,
  rowHeight: number,
  gap: number,
): ScrollWindow {
  const columns = itemWidth > 0 ? Math.max(1, Math.floor((box.width + gap) / (itemWidth + gap))) : 1;
  const rows = Math.ceil(count / columns);
  const pitch = rowHeight + gap;
  const height = Math.max(0, rows * pitch - gap);
  if (count === 0 || box.height === 0) return { columns, first: 0, last: -1, height };
  const firstRow = Math.max(0, Math.floor(box.scrollTop / pitch) - 1);
  const lastRow = Math.min(rows - 1, Math.ceil((box.scrollTop + box.height) / pitch));
  return { columns, first: firstRow * columns, last: Math.min(count - 1, (lastRow + 1) * columns - 1), height };
}
