import type { ComponentType } from 'react';
import { lazyPart } from '../../lazy-part';
import { loadGrantDialog, loadRecallDialog, loadTransferDialog } from '../../sharing-bridge';
import { loadPushDialog } from '../../uploads-bridge';
import type { ReplaceDialogProps, ResultsDialogProps } from './dialog-props';

/** The operations asked in a dialog of their own. */
export type DialogKind =
  'replace' | 'customize' | 'density' | 'moveGroup' | 'addTag' | 'proxy' | 'push' | 'uninstall' | 'accredit' | 'recall' | 'transfer';

/**
 * The operation dialogs and the results grid, each its own chunk (antd Form, Select, Radio, Table
 * stay out of the /index first load). All share ReplaceDialogProps' shape; only replace reads `preset`.
 */
export const dialogParts = {
  replace: lazyPart<ReplaceDialogProps>('replace-dialog', () => import('./replace-dialog').then((m) => m.ReplaceDialog)),
  customize: lazyPart<ReplaceDialogProps>('customize-dialog', () => import('./customize-dialog').then((m) => m.CustomizeDialog)),
  density: lazyPart<ReplaceDialogProps>('density-dialog', () => import('./density-dialog').then((m) => m.DensityDialog)),
  moveGroup: lazyPart<ReplaceDialogProps>('move-group-dialog', () => import('./pick-dialogs').then((m) => m.MoveGroupDialog)),
  addTag: lazyPart<ReplaceDialogProps>('add-tag-dialog', () => import('./pick-dialogs').then((m) => m.AddTagDialog)),
  proxy: lazyPart<ReplaceDialogProps>('proxy-setting-dialog', () => import('./proxy-setting-dialog').then((m) => m.ProxySettingDialog)),
  push: lazyPart<ReplaceDialogProps>('push-dialog', loadPushDialog),
  uninstall: lazyPart<ReplaceDialogProps>('uninstall-dialog', () => import('./uninstall-dialog').then((m) => m.UninstallDialog)),
  accredit: lazyPart<ReplaceDialogProps>('grant-dialog', loadGrantDialog),
  recall: lazyPart<ReplaceDialogProps>('recall-dialog', loadRecallDialog),
  transfer: lazyPart<ReplaceDialogProps>('transfer-dialog', loadTransferDialog),
  results: lazyPart<ResultsDialogProps>('results-dialog', () => import('./results-dialog').then((m) => m.ResultsDialog)),
} satisfies Record<DialogKind | 'results', { Component: ComponentType<never>; preload(): void }>;
