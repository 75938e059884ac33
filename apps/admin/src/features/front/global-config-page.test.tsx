import { frontAdminApi, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  consoleForEachTest,
  failThenRetry,
  openSelect,
  refusal,
  renderPage,
  serveApi,
  signInAs,
  typeInto,
} from '../../test/admin-test-kit';
import GlobalConfigPage from './global-config-page';

const PATH = frontAdminApi.endpoints.globalConfig.path;
const CONFIG = { notNeedMenus: ['Proxy', 'LegacyPage'], helpCenterUrl: null };
const READ = 'system:front:query';
const WRITE = 'system:front:update';

consoleForEachTest();

const puts = (server: ReturnType<typeof serveApi>) => server.to(PATH).filter((r) => r.method === 'PUT');

describe('the global config screen', () => {
  it('shows the hidden menus by name, adds one and saves them with the help-centre link', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ [PATH]: (request) => (request.method === 'PUT' ? request.body : CONFIG) });
    renderPage(<GlobalConfigPage />);
    expect(await screen.findByText('Proxies (Proxy)')).toBeTruthy();
    expect(screen.getByText('LegacyPage')).toBeTruthy();
    openSelect('config-menus');
    fireEvent.click(await screen.findByTitle('Renew (RenewManage)'));
    typeInto('config-help-centre', 'help.example.com');
    fireEvent.click(screen.getByTestId('config-save'));
    expect(await screen.findByText(translate('validation.url.invalid', 'en-US'))).toBeTruthy();
    expect(puts(server)).toHaveLength(0);

    typeInto('config-help-centre', 'https://help.example.com');
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]!.body).toEqual({
      notNeedMenus: ['Proxy', 'LegacyPage', 'RenewManage'],
      helpCenterUrl: 'https://help.example.com',
    });
    expect(await screen.findByText('Saved; the member console shows it at once')).toBeTruthy();
  });

  it('shows a refusal above the form', async () => {
    signInAs([READ, WRITE]);
    serveApi({ [PATH]: (request) => (request.method === 'PUT' ? refusal(400, 'The request parameters are invalid') : CONFIG) });
    renderPage(<GlobalConfigPage />);
    fireEvent.click(await screen.findByTestId('config-save'));
    expect((await screen.findByTestId('config-refusal')).textContent).toContain('The request parameters are invalid');
  });

  it('is read only without the update permission', async () => {
    signInAs([READ]);
    serveApi({ [PATH]: () => CONFIG });
    renderPage(<GlobalConfigPage />);
    expect(await screen.findByText('Proxies (Proxy)')).toBeTruthy();
    expect(screen.queryByTestId('config-save')).toBeNull();
    expect((screen.getByTestId('config-help-centre') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows an error with a retry when the config cannot load', async () => {
    signInAs([READ]);
    await failThenRetry(<GlobalConfigPage />, { path: PATH, answer: () => CONFIG, errorTestId: 'global-config-error' });
    expect(await screen.findByText('Proxies (Proxy)')).toBeTruthy();
  });
});
