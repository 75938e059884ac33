/**
 * What the phone list takes from features/sharing: the grant, recall and transfer dialogs (each
 * loaded, with the sharing strings, when the member first opens it), the request each runs, and
 * the sharing lists' query keys to refresh after one. The one place the list reaches into
 * sharing, so the seam stays visible.
 */
import type { ComponentType } from 'react';
import type { ReplaceDialogProps } from './components/dialogs/dialog-props';

const withSharingMessages = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), import('../sharing/sharing-messages').then((m) => m.loadSharingMessages())]).then(([module]) => module);

export const loadGrantDialog = (): Promise<ComponentType<ReplaceDialogProps>> =>
  withSharingMessages(() => import('../sharing/components/grant-dialog')).then((m) => m.GrantDialog);
export const loadRecallDialog = (): Promise<ComponentType<ReplaceDialogProps>> =>
  withSharingMessages(() => import('../sharing/components/recall-dialog')).then((m) => m.RecallDialog);
export const loadTransferDialog = (): Promise<ComponentType<ReplaceDialogProps>> =>
  withSharingMessages(() => import('../sharing/components/transfer-dialog')).then((m) => m.TransferDialog);

export { runSharing, type SharingKind } from '../sharing/api/run-sharing';
export { sharingKeys } from '../sharing/api/sharing-keys';
