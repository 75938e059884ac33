import { useState } from 'react';
import { createSubmitGuard, SUBMIT_GUARD_MS, type SubmitGuard } from './submit-guard';

/**
 * Spec point 4's submit guard for a component: `guard.run(() => save())` ignores repeat clicks while
 * `save` runs and until `intervalMs` after it started. One guard per component, kept across renders.
 */
export function useSubmitGuard(intervalMs: number = SUBMIT_GUARD_MS): SubmitGuard {
  const [guard] = useState(() => createSubmitGuard(intervalMs));
  return guard;
}
