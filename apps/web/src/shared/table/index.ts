export { findScrollContainer } from './find-scroll-container';
export { PAGE_CHANGE_SCROLL_MS, Pagination, type PaginationProps } from './pagination';
export { pageScroller, SCROLL_DURATION_MS, SCROLL_STEP_MS, scrollTo } from './scroll-to';
export { TableToolbar, type TableToolbarProps } from './table-toolbar';
export { visibleColumns, type ToolbarColumn } from './toolbar-column';
export { columnChoiceKey, useColumnChoice } from './use-column-choice';
export { usePaging } from './use-paging';
