import { memberAuthApi, operatorAuthApi, operatorSessionApi, type OperatorLoginInput } from '@cloudphone/contract';
import { call } from '../api/call';
import { forgetOccupied } from '../api/http';
import { session } from './session-store';

/**
 * The image captcha of the sign-in form: the server's one captcha service (the operator login
 * checks `code` + `uuid` against it); `enabled` false means the form shows no captcha.
 */
export const getCaptcha = () => call(memberAuthApi.endpoints.captchaImage, undefined, { passErrors: true });

/** Signs in; the form shows a refusal (bad credentials, disabled, locked, captcha) itself. */
export async function signIn(input: OperatorLoginInput) {
  const tokens = await call(operatorAuthApi.endpoints.login, input, { passErrors: true });
  forgetOccupied();
  session.get().setTokens(tokens);
}

/** Who is signed in, with the roles and permissions the menus and guards use. */
export const getPermissionInfo = () => call(operatorSessionApi.endpoints.permissionInfo);

/** Ends the server session (when it is still there) and the local one. */
export async function signOut() {
  try {
    await call(operatorSessionApi.endpoints.logout, undefined, { passErrors: true });
  } catch {
    // Already gone on the server (expired, signed in elsewhere): the local session still ends.
  }
  session.get().clear();
}
