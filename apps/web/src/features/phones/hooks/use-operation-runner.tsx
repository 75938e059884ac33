import { useQueryClient } from '@tanstack/react-query';
import type { OperationResult, PhoneRow } from '@cloudphone/contract';
import { App } from 'antd';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import type { OperationExtra } from '../api/run-operation';
import type { ConfirmOptions, PlainOperation } from '../components/operation-confirm';
import { dialogParts, type DialogKind } from '../components/dialogs/dialog-parts';
import { withMoreMessages } from '../lazy-part';
import { OPERATIONS, type OperationKind } from '../operations';
import { splitSupported } from '../new-machine-support';
import { checkSelection } from '../selection';

export interface RunOptions extends ConfirmOptions {
  /** Replace: the choice a failed card's button made (see ReplaceDialogProps.preset). */
  preset?: boolean;
}

/** What the cards, the table and the toolbar call to operate phones. */
export interface PhoneOperator {
  run(kind: OperationKind, phones: PhoneRow[], options?: RunOptions): void;
  /** Warms what a click on an operation will need (its dialog, or the confirmation). */
  preload(kind: OperationKind): void;
}

/** The confirmation and request code, with the strings they need, loaded on the first operation. */
const loadFlow = () => withMoreMessages(() => import('./operation-flow'));

interface ResultsState {
  kind: OperationKind;
  phones: PhoneRow[];
  extra: OperationExtra;
  results: OperationResult[];
  isRunning: boolean;
  /** Closed results keep their rows until the next run, so the closing animation shows them. */
  isOpen: boolean;
}

interface DialogState {
  kind: DialogKind;
  phones: PhoneRow[];
  preset?: boolean | undefined;
  /** Selected phones the operation leaves out (new-machine-support.ts); the dialog lists them. */
  unsupported: PhoneRow[];
  isOpen: boolean;
}

/**
 * Operations that succeed or fail as a whole (moving to a group, granting, recalling) say so in a
 * toast instead of a results grid of identical rows.
 */
function doneMessage(kind: OperationKind, t: TFunction): string | null {
  if (kind === 'moveGroup') return tm('phones.ok');
  if (kind === 'accredit') return t('phones.sharing.granted');
  if (kind === 'recall') return tm('accredit.recovered');
  return null;
}

const addTo = (name: string) => (set: ReadonlySet<string>) => (set.has(name) ? set : new Set(set).add(name));

/**
 * Every operation goes the same way (spec point 4): the selection is checked (at least 1, at
 * most 30, nothing a shared phone's grant does not allow, only ungranted phones to grant and
 * granted ones to recall), the member confirms (with the estimated time) or
 * fills the operation's dialog, it runs, and a per-phone results grid follows, from which the
 * failed ones can be retried alone. Returns the operator and the dialogs to render.
 */
export function useOperationRunner(): { operator: PhoneOperator; dialogs: React.ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [results, setResults] = useState<ResultsState | null>(null);
  // Dialogs stay mounted after their first open, so closing keeps antd's animation.
  const [mounted, setMounted] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(false);

  /** Runs the operation; false when the request failed (the API client has said why). */
  const execute = useCallback(
    async (kind: OperationKind, phones: PhoneRow[], extra: OperationExtra): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setResults((r) => (r ? { ...r, isRunning: true } : r));
      try {
        const { runAndRefresh } = await loadFlow();
        const answer = await runAndRefresh(
          queryClient,
          kind,
          phones.map((p) => p.id),
          extra,
        );
        const done = doneMessage(kind, t);
        if (done) {
          toast.success(done);
        } else {
          setMounted(addTo('results'));
          setResults({ kind, phones, extra, results: answer.results, isRunning: false, isOpen: true });
        }
        return true;
      } catch {
        // The API client has shown the error (e.g. a batch reboot with shared phones).
        setResults((r) => (r ? { ...r, isRunning: false } : r));
        return false;
      } finally {
        running.current = false;
      }
    },
    [queryClient, t],
  );

  const operator = useMemo<PhoneOperator>(
    () => ({
      run(kind, selection, options = {}) {
        const problem = checkSelection(kind, selection);
        if (problem) return toast.warning(tm(problem));
        // Phones the operation does not support are listed before anything starts; it runs on the others.
        const { supported: phones, unsupported } = splitSupported(kind, selection);
        if (!phones.length) return toast.warning(t('phones.unsupported.none'));
        if (OPERATIONS[kind].hasDialog) {
          setMounted(addTo(kind));
          setDialog({ kind: kind as DialogKind, phones, preset: options.preset, unsupported, isOpen: true });
          return;
        }
        void loadFlow().then(({ confirmOperation }) =>
          confirmOperation({
            modal,
            t,
            queryClient,
            kind: kind as PlainOperation,
            phones,
            options: unsupported.length ? { ...options, unsupported } : options,
            onOk: async () => void (await execute(kind, phones, {})),
          }),
        );
      },
      preload(kind) {
        if (OPERATIONS[kind].hasDialog) dialogParts[kind as DialogKind].preload();
        else void loadFlow().catch(() => undefined);
      },
    }),
    [execute, modal, queryClient, t],
  );

  const closeDialog = () => setDialog((d) => d && { ...d, isOpen: false });
  // A refused request leaves the dialog open with what the member filled in (a mistyped account, say).
  const submitDialog = async (extra: OperationExtra) => {
    if (!dialog) return;
    if (await execute(dialog.kind, dialog.phones, extra)) closeDialog();
  };

  const { Component: Results } = dialogParts.results;
  const dialogs = (
    <Suspense fallback={null}>
      {[...mounted].map((name) => {
        if (name === 'results') return null;
        const { Component } = dialogParts[name as DialogKind];
        const mine = dialog?.kind === name ? dialog : null;
        return (
          <Component
            key={name}
            open={Boolean(mine?.isOpen)}
            phones={mine?.phones ?? []}
            preset={mine?.preset}
            unsupported={mine?.unsupported ?? []}
            onCancel={closeDialog}
            onSubmit={submitDialog}
          />
        );
      })}
      {mounted.has('results') && (
        <Results
          open={Boolean(results?.isOpen)}
          title={results ? t('phones.results.title', { action: t(`phones.action.${results.kind}`) }) : ''}
          phones={results?.phones ?? []}
          results={results?.results ?? []}
          isRunning={results?.isRunning ?? false}
          onRetryFailed={(ids) => {
            if (!results) return;
            const wanted = new Set(ids);
            void execute(
              results.kind,
              results.phones.filter((p) => wanted.has(p.id)),
              results.extra,
            );
          }}
          onClose={() => setResults((r) => r && { ...r, isOpen: false })}
        />
      )}
    </Suspense>
  );
  return { operator, dialogs };
}
