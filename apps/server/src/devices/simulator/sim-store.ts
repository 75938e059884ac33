import type { DeviceNetwork, DeviceState, FaultTarget } from '../driver.js';

/** A simulated device as stored: its public state plus what only the simulator knows. */
export interface SimRecord {
  state: DeviceState;
  /** Injected failures: the next operation of each kind listed fails at its end. */
  failNext: FaultTarget[];
}

/** What a backup keeps, for a later migration to restore. */
export type SimBackup = Pick<DeviceState, 'apps' | 'files' | 'profile' | 'dpi'> & {
  /** The proxy it was using (absent in backups made before issue 17). */
  network?: DeviceNetwork | null;
};

/**
 * Where the simulator keeps its devices, so a restart in the middle of a ten-minute reset still
 * ends it (the record holds the operation's end time), and several server nodes share one fleet.
 */
export interface SimStore {
  get(ref: string): Promise<SimRecord | null>;
  /** Runs `change` on the record under a lock and stores what it returns. */
  update(ref: string, change: (record: SimRecord) => SimRecord): Promise<SimRecord | null>;
  insert(record: SimRecord): Promise<void>;
  delete(ref: string): Promise<void>;
  list(after: string | null, limit: number): Promise<SimRecord[]>;
  /** How many devices it holds (the simulator's capacity check). */
  count(): Promise<number>;
  /**
   * Records whose operation has ended by `now`, each changed by `finish` and stored. A record is
   * claimed by one caller only (row locks), so two nodes never finish the same operation.
   */
  finishDue(now: number, limit: number, finish: (record: SimRecord) => SimRecord): Promise<SimRecord[]>;
  putBackup(id: string, backup: SimBackup): Promise<void>;
  getBackup(id: string): Promise<SimBackup | null>;
}
