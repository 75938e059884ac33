/**
 * Every phone operation the list runs, one entry each: how it is asked and what the confirmation
 * says (spec point 4: restart about 5 minutes; reset, image upgrade, new machine, backup and migration about 10).
 * Their endpoints are in api/run-operation.ts, loaded with the first operation.
 */
export type OperationKind =
  | 'reboot'
  | 'reset'
  | 'powerOn'
  | 'powerOff'
  | 'newMachine'
  | 'upgradeImage'
  | 'clearFiles'
  | 'home'
  | 'enterDirectly'
  | 'retryMigrate'
  | 'replace'
  | 'customize'
  | 'density'
  | 'moveGroup'
  | 'addTag'
  | 'proxy'
  | 'push'
  | 'uninstall'
  | 'accredit'
  | 'recall'
  | 'transfer';

export interface OperationSpec {
  /** Estimated minutes shown in the confirmation. */
  minutes?: 5 | 10;
  /** Destroys data or interrupts the phone: the confirm button is red. */
  isDanger?: boolean;
  /** Asked in a dialog of its own (replace, customize, density, group, tag) rather than a plain confirm. */
  hasDialog?: boolean;
  /** Phones shared with the member may not be in a batch (spec point 5: batch reboot). */
  ownOnlyInBatch?: boolean;
  /** Sharing the phone with another account (issue 16): the dialogs are features/sharing's. */
  isSharing?: boolean;
}

export const OPERATIONS: Record<OperationKind, OperationSpec> = {
  reboot: { minutes: 5, ownOnlyInBatch: true },
  reset: { minutes: 10, isDanger: true },
  powerOn: {},
  powerOff: { isDanger: true },
  newMachine: { minutes: 10, isDanger: true },
  upgradeImage: { minutes: 10 },
  clearFiles: { isDanger: true },
  home: {},
  enterDirectly: {},
  retryMigrate: { minutes: 10 },
  replace: { minutes: 10, hasDialog: true },
  customize: { hasDialog: true },
  density: { hasDialog: true },
  moveGroup: { hasDialog: true },
  addTag: { hasDialog: true },
  /** Binds one of the member's proxies, or none (issue 17): the owner's alone, like the others not listed for grantees. */
  proxy: { hasDialog: true },
  push: { hasDialog: true },
  uninstall: { hasDialog: true, isDanger: true },
  accredit: { hasDialog: true, isSharing: true },
  recall: { hasDialog: true, isSharing: true, isDanger: true },
  transfer: { hasDialog: true, isSharing: true, isDanger: true },
};

/** The batch menu, in the order it lists them (spec: the operations of point 4). */
export const BATCH_MENU: OperationKind[] = [
  'reboot',
  'reset',
  'powerOn',
  'powerOff',
  'newMachine',
  'upgradeImage',
  'replace',
  'customize',
  'density',
  'clearFiles',
  'home',
  'push',
  'uninstall',
  'moveGroup',
  'addTag',
  'proxy',
  'accredit',
  'recall',
  'transfer',
];
