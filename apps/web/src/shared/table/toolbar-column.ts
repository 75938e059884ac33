/** A table column as the toolbar's show/hide dialog sees it. */
export interface ToolbarColumn {
  key: string;
  label: string;
  visible: boolean;
}

/** Keeps only the visible ones of a page's antd column definitions (matched by `key`). */
export function visibleColumns<C extends { key?: unknown }>(definitions: readonly C[], columns: readonly ToolbarColumn[]): C[] {
  const hidden = new Set(columns.filter((c) => !c.visible).map((c) => c.key));
  return definitions.filter((d) => !hidden.has(String(d.key)));
}
