import { useCallback, useMemo, useState } from 'react';
import type { ToolbarColumn } from './toolbar-column';

/** localStorage key of one table's hidden columns. */
export const columnChoiceKey = (tableId: string) => `table-columns:${tableId}`;

function readHidden(tableId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(tableId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return []; // blocked storage or a damaged value: every column shows
  }
}

function writeHidden(tableId: string, hidden: readonly string[]) {
  try {
    localStorage.setItem(columnChoiceKey(tableId), JSON.stringify(hidden));
  } catch {
    // not remembered, still applied
  }
}

/**
 * The columns a member chose to show in one table (the toolbar's two-list dialog), kept per table
 * under its own id so each list remembers its own choice. Only hidden keys are stored: a column
 * added later shows until hidden.
 */
export function useColumnChoice(tableId: string, definitions: ReadonlyArray<{ key: string; label: string }>) {
  const [hidden, setHidden] = useState<readonly string[]>(() => readHidden(tableId));
  const columns: ToolbarColumn[] = useMemo(
    () => definitions.map((d) => ({ key: d.key, label: d.label, visible: !hidden.includes(d.key) })),
    [definitions, hidden],
  );
  const onColumnsChange = useCallback(
    (next: ToolbarColumn[]) => {
      const nextHidden = next.filter((c) => !c.visible).map((c) => c.key);
      writeHidden(tableId, nextHidden);
      setHidden(nextHidden);
    },
    [tableId],
  );
  const isVisible = useCallback((key: string) => !hidden.includes(key), [hidden]);
  return { columns, onColumnsChange, isVisible };
}
