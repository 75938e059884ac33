/**
 * Test helper: jsdom lacks matchMedia and ResizeObserver, which antd calls on render (responsive
 * hooks in Pagination and Modal, auto-sizing text areas). Media queries answer "no match" (desktop
 * layout) and observers never fire.
 */
export function stubAntdBrowserApis() {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) window.matchMedia = mediaWhere(() => false);
  if (!('ResizeObserver' in window))
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
}

/** Test helper: a matchMedia answering each query by `matches` (a query string: only that one matches). */
export const mediaWhere = (matches: string | ((query: string) => boolean)) => (query: string) =>
  ({
    matches: typeof matches === 'string' ? query === matches : matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
