/**
 * Every phone operation the list runs, one entry each: its endpoint and what the confirmation
 * says (spec point 4: restart about 5 minutes; reset, new machine, backup and migration about 10).
 * All take `{ phoneIds }` (plus the extra fields a dialog collects) and answer per phone.
 */
export type OperationKind =
  | 'reboot'
  | 'reset'
  | 'powerOn'
  | 'powerOff'
  | 'newMachine'
  | 'clearFiles'
  | 'home'
  | 'enterDirectly'
  | 'retryMigrate'
  | 'replace'
  | 'customize'
  | 'density'
  | 'moveGroup'
  | 'addTag';

export interface OperationSpec {
  url: string;
  /** Estimated minutes shown in the confirmation. */
  minutes?: 5 | 10;
  /** Destroys data or interrupts the phone: the confirm button is red. */
  isDanger?: boolean;
  /** Asked in a dialog of its own (replace, customize, density, group, tag) rather than a plain confirm. */
  hasDialog?: boolean;
  /** Phones shared with the member may not be in a batch (spec point 5: batch reboot). */
  ownOnlyInBatch?: boolean;
}

export const OPERATIONS: Record<OperationKind, OperationSpec> = {
  reboot: { url: '/app-api/infra/cacloud/reboot-instance', minutes: 5, ownOnlyInBatch: true },
  reset: { url: '/app-api/trade/phone/reset-batch', minutes: 10, isDanger: true },
  powerOn: { url: '/app-api/infra/cacloud/powerOnInstanceAsync' },
  powerOff: { url: '/app-api/infra/cacloud/shutDownInstanceAsync', isDanger: true },
  newMachine: { url: '/app-api/infra/renew/renew', minutes: 10, isDanger: true },
  clearFiles: { url: '/app-api/infra/file/clear-phone-files', isDanger: true },
  home: { url: '/app-api/infra/file/return-home' },
  enterDirectly: { url: '/app-api/trade/phone/updPhoneStateRunning' },
  retryMigrate: { url: '/app-api/trade/phone-bound/retry-migrate', minutes: 10 },
  replace: { url: '/app-api/trade/phone/replace-batch', minutes: 10, hasDialog: true },
  customize: { url: '/app-api/infra/renew-redesign/renew', hasDialog: true },
  density: { url: '/app-api/infra/density/setDensity', hasDialog: true },
  moveGroup: { url: '/app-api/trade/phone-group/move', hasDialog: true },
  addTag: { url: '/app-api/trade/phone-tag/bind-batch', hasDialog: true },
};

/** The batch menu, in the order it lists them (spec: the operations of point 4). */
export const BATCH_MENU: OperationKind[] = [
  'reboot',
  'reset',
  'powerOn',
  'powerOff',
  'newMachine',
  'replace',
  'customize',
  'density',
  'clearFiles',
  'home',
  'moveGroup',
  'addTag',
];
