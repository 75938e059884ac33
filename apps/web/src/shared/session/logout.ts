import { hardRedirectToLogin } from '../navigation';
import { logoutRequest } from './session-api';
import { session } from './session-store';

/**
 * Spec point 4 logout (after the caller's confirmation): end the session on the server, clear every
 * trace of it here, then a full page load of /app/login so no in-memory state survives.
 */
export async function logout(redirect: () => void = hardRedirectToLogin) {
  try {
    await logoutRequest();
  } catch {
    // The server session may already be gone (expired, occupied); the local one still ends.
  }
  session.get().clear();
  redirect();
}
