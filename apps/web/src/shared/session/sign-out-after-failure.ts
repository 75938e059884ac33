import { ApiError } from '../api/api-error';
import { navigateTo } from '../navigation';
import { toast } from '../ui/overlay-store';
import { logoutRequest } from './session-api';
import { session } from './session-store';

/**
 * Spec points 4 and 8: when the member or the menu routes cannot be loaded on the first navigation,
 * the member is logged out (server session included), told why, and sent to /login.
 * `fallback` is said when the error carries no message of its own.
 */
export async function signOutAfterFailure(error: unknown, fallback: string) {
  await logoutRequest().catch(() => undefined);
  session.get().clear();
  if (!(error instanceof ApiError && error.handled)) toast.error(error instanceof Error && error.message ? error.message : fallback);
  navigateTo('/login', { replace: true });
}
