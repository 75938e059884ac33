import type { QueryClient } from '@tanstack/react-query';
import type { PhoneRow } from '@cloudphone/contract';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { phoneKeys } from '../api/phone-keys';
import { queryStatus } from '../api/query-status';
import { renewTimesQuery } from '../api/renew-times';
import { runOperation, type OperationExtra } from '../api/run-operation';
import { OperationConfirm, type ConfirmOptions, type PlainOperation } from '../components/operation-confirm';
import { OPERATIONS, type OperationKind } from '../operations';
import { applyPhoneStatus } from '../phone-cache';
import { proxyKeys } from '../proxies-bridge';
import { sharingKeys } from '../sharing-bridge';

/**
 * The part of running an operation that waits for a click (loaded then, with its strings; see
 * use-operation-runner.tsx): the confirmation, the request, and refreshing what it changed.
 */

/** Operations after which the rows change beyond their status (identity, group, tags, grant, owner): refetch. */
const RELOADS: ReadonlySet<OperationKind> = new Set([
  'replace',
  'newMachine',
  'customize',
  'density',
  'moveGroup',
  'addTag',
  'proxy',
  'accredit',
  'recall',
  'transfer',
]);

/** After a run: the new statuses at once (the server applied them), then whatever else changed. */
async function refreshAfter(queryClient: QueryClient, kind: OperationKind, okIds: number[]) {
  // Groups and tags are the list's own bookkeeping: they change no status and leave no history entry.
  const isOrganising = kind === 'moveGroup' || kind === 'addTag';
  // Sharing changes who may use the phone, not its state; the sharing lists show it.
  const isSharing = Boolean(OPERATIONS[kind].isSharing);
  if (isSharing) {
    void queryClient.invalidateQueries({ queryKey: sharingKeys.all() });
    // Transferred phones leave the member's groups.
    if (kind === 'transfer') void queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
  } else if (isOrganising) {
    void queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
    void queryClient.invalidateQueries({ queryKey: phoneKeys.tags() });
  } else {
    void queryClient.invalidateQueries({ queryKey: phoneKeys.histories() });
  }
  if (kind === 'newMachine') void queryClient.invalidateQueries({ queryKey: phoneKeys.renewTimes() });
  // The proxy page counts the phones bound to each proxy.
  if (kind === 'proxy') void queryClient.invalidateQueries({ queryKey: proxyKeys.all() });
  if (RELOADS.has(kind)) void queryClient.invalidateQueries({ queryKey: phoneKeys.lists() });
  if (okIds.length && !isOrganising && !isSharing) {
    const answer = await queryStatus(okIds).catch(() => null);
    for (const event of answer?.list ?? []) applyPhoneStatus(queryClient, event);
  }
}

/** Runs the operation and starts refreshing the rows; resolves the per-phone results. */
export async function runAndRefresh(queryClient: QueryClient, kind: OperationKind, phoneIds: number[], extra: OperationExtra) {
  const answer = await runOperation(kind, phoneIds, extra);
  void refreshAfter(
    queryClient,
    kind,
    answer.results.filter((r) => r.ok).map((r) => r.phoneId),
  );
  return answer;
}

/** The confirmation of an operation without a dialog of its own; `onOk` runs it (the OK button spins until it ends). */
export async function confirmOperation({
  modal,
  t,
  queryClient,
  kind,
  phones,
  options,
  onOk,
}: {
  modal: HookAPI;
  t: TFunction;
  queryClient: QueryClient;
  kind: PlainOperation;
  phones: PhoneRow[];
  options: ConfirmOptions;
  onOk(): Promise<void>;
}) {
  const quota = kind === 'newMachine' ? await queryClient.fetchQuery(renewTimesQuery).catch(() => undefined) : undefined;
  modal.confirm({
    title: t('phones.confirm.title', { action: t(`phones.action.${kind}`) }),
    content: <OperationConfirm kind={kind} phones={phones} options={options} quota={quota} />,
    okText: t('phones.confirm.ok'),
    cancelText: t('common.cancel'),
    okButtonProps: { danger: Boolean(OPERATIONS[kind].isDanger), 'data-testid': 'op-confirm-ok' } as ButtonProps,
    cancelButtonProps: { 'data-testid': 'op-confirm-cancel' } as ButtonProps,
    onOk,
  });
}
