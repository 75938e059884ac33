import type { ComponentType } from 'react';
import { lazyPart } from '../../lazy-part';
import type { ReplaceDialogProps, ResultsDialogProps } from './dialog-props';

/** The operations asked in a dialog of their own. */
export type DialogKind = 'replace' | 'customize' | 'density' | 'moveGroup' | 'addTag';

/**
 * The operation dialogs and the results grid, each its own chunk (antd Form, Select, Radio, Table
 * stay out of the /index first load). All share ReplaceDialogProps' shape; only replace reads `preset`.
 */
export const dialogParts = {
  replace: lazyPart<ReplaceDialogProps>(() => import('./replace-dialog').then((m) => m.ReplaceDialog)),
  customize: lazyPart<ReplaceDialogProps>(() => import('./customize-dialog').then((m) => m.CustomizeDialog)),
  density: lazyPart<ReplaceDialogProps>(() => import('./density-dialog').then((m) => m.DensityDialog)),
  moveGroup: lazyPart<ReplaceDialogProps>(() => import('./move-group-dialog').then((m) => m.MoveGroupDialog)),
  addTag: lazyPart<ReplaceDialogProps>(() => import('./add-tag-dialog').then((m) => m.AddTagDialog)),
  results: lazyPart<ResultsDialogProps>(() => import('./results-dialog').then((m) => m.ResultsDialog)),
} satisfies Record<DialogKind | 'results', { Component: ComponentType<never>; preload(): void }>;
