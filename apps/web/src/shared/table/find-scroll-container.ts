import { pageScroller } from './scroll-to';

const SCROLLS = /(auto|scroll|overlay)/;

/**
 * The nearest ancestor that actually scrolls, or the page. The shell decides whether the page or a
 * content pane scrolls; finding it from the element keeps the table kit free of layout knowledge.
 */
export function findScrollContainer(element: Element | null): Element {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    if (node === document.body || node === document.documentElement) break;
    const { overflowY } = getComputedStyle(node);
    if (SCROLLS.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return pageScroller();
}
