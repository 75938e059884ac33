import type { PhoneLabel, PhoneLabelsOfPhone, PhoneRow } from '@cloudphone/contract';
import { useQueries } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { labelBatchQuery } from '../api/phone-labels';
import type { LabelsDialogProps } from '../components/dialogs/labels-dialog';
import { lazyPart } from '../lazy-part';
import { isOwn } from '../phone-abilities';
import type { PhoneLabelsContextValue } from '../phone-labels-context';

/** Phones asked for in one request: a page of the list. */
export const LABEL_BATCH_SIZE = 200;

const labelsDialog = lazyPart<LabelsDialogProps>('labels-dialog', () =>
  import('../components/dialogs/labels-dialog').then((m) => m.LabelsDialog),
);

const NONE: readonly PhoneLabel[] = [];

/** The batches' answers as one map (kept while no answer changes: `combine` runs again only then). */
function labelsByPhone(results: ReadonlyArray<{ data?: PhoneLabelsOfPhone[] | undefined }>): ReadonlyMap<number, readonly PhoneLabel[]> {
  const map = new Map<number, readonly PhoneLabel[]>();
  for (const { data } of results) for (const entry of data ?? []) map.set(entry.phoneId, entry.labels);
  return map;
}

/** The own phones' ids of the loaded rows, in chunks of LABEL_BATCH_SIZE (a chunk keeps its ids as more rows load). */
export function labelChunks(rows: readonly PhoneRow[]): number[][] {
  const ids = rows.filter(isOwn).map((row) => row.id);
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += LABEL_BATCH_SIZE) chunks.push(ids.slice(i, i + LABEL_BATCH_SIZE));
  return chunks;
}

/**
 * The labels of the loaded rows' own phones (one label-list-batch request per 200 of them), and
 * the labels dialog: what the page gives its cards through PhoneLabelsContext, and the dialog to
 * render. Shared phones have none to show: labels are their owner's.
 */
export function usePageLabels(rows: readonly PhoneRow[]): { value: PhoneLabelsContextValue; dialog: React.ReactNode } {
  const chunks = useMemo(() => labelChunks(rows), [rows]);
  const byPhone = useQueries({ queries: chunks.map((ids) => labelBatchQuery(ids)), combine: labelsByPhone });

  const [shown, setShown] = useState<{ phone: PhoneRow; isOpen: boolean } | null>(null);
  const manage = useCallback((phone: PhoneRow) => setShown({ phone, isOpen: true }), []);
  const value = useMemo<PhoneLabelsContextValue>(() => ({ labelsOf: (id) => byPhone.get(id) ?? NONE, manage }), [byPhone, manage]);
  const { Component: LabelsDialog } = labelsDialog;
  const dialog = shown && (
    <Suspense fallback={null}>
      <LabelsDialog open={shown.isOpen} phone={shown.phone} onClose={() => setShown({ ...shown, isOpen: false })} />
    </Suspense>
  );
  return { value, dialog };
}

/** Warms the labels dialog when a menu that offers it opens. */
export const preloadLabelsDialog = labelsDialog.preload;
