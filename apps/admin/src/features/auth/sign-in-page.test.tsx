import { feedbackAdminApi, memberAuthApi, operatorAuthApi, operatorSessionApi, translate } from '@cloudphone/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../app/app';
import { createQueryClient } from '../../app/providers';
import { TOKEN_KEY, useSession } from '../../shared/session/session-store';
import { ADMIN, refusal, resetConsole, serveApi, setUpConsole, typeInto } from '../../test/admin-test-kit';

const PATHS = {
  captcha: memberAuthApi.endpoints.captchaImage.path,
  login: operatorAuthApi.endpoints.login.path,
  info: operatorSessionApi.endpoints.permissionInfo.path,
  feedback: feedbackAdminApi.endpoints.page.path,
};
let captchas = 0;
const captcha = () => ({ enabled: true, uuid: `uuid-${++captchas}`, img: 'data:image/svg+xml;base64,PHN2Zy8+' });

function openSignIn(url = '/admin/login?redirect=%2Ffeedback') {
  window.history.replaceState(null, '', url);
  render(<App queryClient={createQueryClient()} />);
}
const fillAndSend = (username: string, password: string, code: string) => {
  typeInto('sign-in-username', username);
  typeInto('sign-in-password', password);
  typeInto('sign-in-code', code);
  fireEvent.click(screen.getByTestId('sign-in-submit'));
};

beforeEach(() => {
  captchas = 0;
  setUpConsole('en-US');
});
afterEach(resetConsole);

describe('operator sign-in', () => {
  it("shows the server's message for bad credentials and takes a new captcha for the next try", async () => {
    const badCredentials = 'Incorrect account or password';
    const server = serveApi({ [PATHS.captcha]: captcha, [PATHS.login]: () => refusal(1002000000, badCredentials) });
    openSignIn();
    await screen.findByAltText(/Image code/);
    fillAndSend('admin', 'wrong', 'abcd');
    expect((await screen.findByTestId('sign-in-error')).textContent).toContain(badCredentials);
    expect(server.to(PATHS.login)[0]!.body).toEqual({ username: 'admin', password: 'wrong', code: 'abcd', uuid: 'uuid-1' });
    await waitFor(() => expect(server.to(PATHS.captcha)).toHaveLength(2));
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('shows that a disabled operator may not sign in', async () => {
    const disabled = 'This account has been disabled, please contact the administrator';
    serveApi({ [PATHS.captcha]: captcha, [PATHS.login]: () => refusal(1002000001, disabled, 403) });
    openSignIn();
    await screen.findByAltText(/Image code/);
    fillAndSend('ops2', 'Right@2026', 'abcd');
    expect((await screen.findByTestId('sign-in-error')).textContent).toContain(disabled);
  });

  it('says what is missing and sends nothing while a field is empty', async () => {
    const server = serveApi({ [PATHS.captcha]: captcha });
    openSignIn();
    fireEvent.click(await screen.findByTestId('sign-in-submit'));
    expect(await screen.findByText(translate('validation.username.required', 'en-US'))).toBeTruthy();
    expect(await screen.findByText(translate('validation.password.required', 'en-US'))).toBeTruthy();
    expect(await screen.findByText(translate('validation.captcha.required', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.login)).toHaveLength(0);
  });

  it('signs in without a captcha when the server asks for none, and goes on to the page asked for', async () => {
    const server = serveApi({
      [PATHS.captcha]: () => ({ enabled: false, uuid: '', img: '' }),
      [PATHS.login]: () => ({ accessToken: 'access-9', refreshToken: 'refresh-9', userId: 1, expiresTime: 0 }),
      [PATHS.info]: () => ADMIN,
      [PATHS.feedback]: () => ({ list: [], total: 0 }),
    });
    openSignIn();
    await waitFor(() => expect(screen.queryByTestId('sign-in-code')).toBeNull());
    typeInto('sign-in-username', 'admin');
    typeInto('sign-in-password', 'Admin@2026');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await screen.findByTestId('feedback-list');
    expect(server.to(PATHS.login)[0]!.body).toEqual({ username: 'admin', password: 'Admin@2026' });
    expect(window.location.pathname).toBe('/admin/feedback');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('access-9');
    expect((await screen.findByTestId('operator-name')).textContent).toBe('Platform admin');
    expect(document.title).toBe('Feedback - Operator console');
  });
});
