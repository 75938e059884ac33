import type { UploadRecordStatus } from '@cloudphone/contract';

/** How a push's phones stand (counted from its items). */
export interface ItemCounts {
  total: number;
  pending: number;
  running: number;
  success: number;
  failed: number;
  /** Sum of the items' progress (0-100 each). */
  progress: number;
}

export const NO_ITEMS: ItemCounts = { total: 0, pending: 0, running: 0, success: 0, failed: 0, progress: 0 };

/**
 * A record's status, derived from its items and never stored, so it cannot disagree with them:
 * executing while any phone waits or runs, then success, failed, or partial success.
 */
export function recordStatus(c: ItemCounts): UploadRecordStatus {
  if (c.pending + c.running > 0) return 'executing';
  if (c.failed === 0) return 'success';
  return c.success === 0 ? 'failed' : 'partial';
}

export function recordSummary(c: ItemCounts) {
  return {
    status: recordStatus(c),
    progress: c.total ? Math.floor(c.progress / c.total) : 0,
    success: c.success,
    failed: c.failed,
  };
}
