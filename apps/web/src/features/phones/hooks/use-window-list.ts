import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Width of an element, kept up to date (ResizeObserver); 0 before it is measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface RowRange {
  /** First row to render (inclusive). */
  start: number;
  /** Last row to render (inclusive); below `start` when there is none. */
  end: number;
}

/**
 * The rows of a fixed-height list that touch the viewport, plus `overscan` on each side.
 * `scrollTop` is the page's, `offset` where the list starts in the page.
 */
export function visibleRange({
  scrollTop,
  viewport,
  offset,
  rowHeight,
  count,
  overscan,
}: {
  scrollTop: number;
  viewport: number;
  offset: number;
  rowHeight: number;
  count: number;
  overscan: number;
}): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: -1 };
  const top = scrollTop - offset;
  const first = Math.min(count - 1, Math.max(0, Math.floor(top / rowHeight) - overscan));
  const last = Math.min(count - 1, Math.ceil((top + viewport) / rowHeight) - 1 + overscan);
  return { start: first, end: Math.max(first - 1, last) };
}

const sameRange = (a: RowRange, b: RowRange) => a.start === b.start && a.end === b.end;

/**
 * The rows of a list that scrolls with the page (the console scrolls the document), for rows of
 * one height: only those near the viewport are rendered, so 5,000 phones cost what 30 do
 * (docs/decisions/006-virtual-list.md). Calls `onEnd` when the last row is within `threshold`
 * rows of being shown, to load the next page.
 */
export function useWindowList(
  ref: RefObject<HTMLElement | null>,
  {
    count,
    rowHeight,
    onEnd,
    canLoadMore,
    threshold = 2,
    overscan = 2,
  }: {
    count: number;
    rowHeight: number;
    onEnd(): void;
    canLoadMore: boolean;
    threshold?: number;
    overscan?: number;
  },
) {
  const [offset, setOffset] = useState(0);
  const [range, setRange] = useState<RowRange>({ start: 0, end: -1 });

  // Where the list starts in the page: the toolbar above it can wrap and change height.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  // The range from the page's scroll position and height, at most once a frame; the list
  // re-renders only when a row enters or leaves it, not on every scroll event.
  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = visibleRange({ scrollTop: window.scrollY, viewport: window.innerHeight, offset, rowHeight, count, overscan });
      setRange((current) => (sameRange(current, next) ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [offset, rowHeight, count, overscan]);

  useEffect(() => {
    if (canLoadMore && range.end >= count - 1 - threshold) onEnd();
  }, [canLoadMore, count, range.end, onEnd, threshold]);

  const items: Array<{ index: number; start: number }> = [];
  // A range from before the count shrank is corrected before paint; never index past the end.
  for (let index = range.start; index <= Math.min(range.end, count - 1); index++) items.push({ index, start: index * rowHeight });
  return { items, totalSize: count * rowHeight };
}
