import { configAdminApi, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  jsonResponse,
  openSelect,
  refusal,
  renderPage,
  resetConsole,
  serveApi,
  setUpConsole,
  signInAs,
  typeInto,
} from '../../test/admin-test-kit';
import ConfigsPage from './configs-page';

const { endpoints } = configAdminApi;
const PATHS = {
  list: endpoints.list.path,
  create: endpoints.create.path,
  update: endpoints.update.path,
  export: endpoints.export.path,
  clearCache: endpoints.clearCache.path,
};
const keyOf = (path: string) => (/^\/admin-api\/system\/config\/\d+$/.test(path) ? 'config/:configId' : path);
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const ROWS = [
  {
    configId: 1,
    configName: 'Due reminder days',
    configKey: 'notice.reminder.dueDays',
    configValue: '3,1',
    configType: 'Y' as const,
    remark: 'Days before expiry',
    createTime: AT,
    updateTime: AT,
  },
  {
    configId: 4,
    configName: 'Support hours',
    configKey: 'support.hours',
    configValue: '9:00-21:00',
    configType: 'N' as const,
    remark: null,
    createTime: AT,
    updateTime: AT,
  },
];
const page = () => ({ list: ROWS, total: 2 });

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('the settings screen', () => {
  it('lists the settings, filters by name, key and built-in, and exports with the same filters', async () => {
    signInAs(['system:config:query', 'system:config:export']);
    captureDownloads();
    const server = serveApi(
      {
        [PATHS.list]: page,
        [PATHS.export]: () =>
          new Response('xlsx', {
            headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="configs.xlsx"' },
          }),
      },
      keyOf,
    );
    renderPage(<ConfigsPage />);
    const list = await screen.findByTestId('configs-list');
    expect(await within(list).findByText('notice.reminder.dueDays')).toBeTruthy();
    expect(
      within(list)
        .getAllByText('Built-in')
        .some((el) => el.classList.contains('ant-tag')),
    ).toBe(true);
    expect(within(list).getByText('Custom')).toBeTruthy();
    // Read only: no new, edit, delete or cache button.
    expect(screen.queryByTestId('config-add')).toBeNull();
    expect(screen.queryByTestId('edit-1')).toBeNull();
    expect(screen.queryByTestId('config-clear-cache')).toBeNull();

    typeInto('filter-config-key', 'notice');
    openSelect('filter-config-type');
    fireEvent.click(await screen.findByTitle('Yes'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.list).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', configKey: 'notice', configType: 'Y' }),
    );
    fireEvent.click(screen.getByTestId('list-export'));
    await waitFor(() => expect(server.to(PATHS.export)).toHaveLength(1));
    expect(server.to(PATHS.export)[0]!.query).toEqual({ configKey: 'notice', configType: 'Y' });
    expect(await screen.findByText('Exported configs.xlsx')).toBeTruthy();
  });

  it('checks a value the server reads before sending, then sends the new setting', async () => {
    signInAs(['system:config:query', 'system:config:create']);
    const server = serveApi({ [PATHS.list]: page, [PATHS.create]: () => 7 }, keyOf);
    renderPage(<ConfigsPage />);
    fireEvent.click(await screen.findByTestId('config-add'));
    await screen.findByTestId('field-config-name');
    typeInto('field-config-name', 'Reminder days');
    typeInto('field-config-key', 'notice.reminder.dueDays');
    typeInto('field-config-value', '0,400');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('system.config.value.dueDays', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.create)).toHaveLength(0);

    typeInto('field-config-value', '7,3,1');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.create)).toHaveLength(1));
    expect(server.to(PATHS.create)[0]!).toMatchObject({
      method: 'POST',
      body: { configName: 'Reminder days', configKey: 'notice.reminder.dueDays', configValue: '7,3,1', configType: 'N' },
    });
    expect(await screen.findByText('Saved; every node reads the new value at once')).toBeTruthy();
  });

  it('keeps a built-in key, and shows the server’s refusal of an edit in the dialog', async () => {
    signInAs(['system:config:query', 'system:config:update']);
    const server = serveApi(
      { [PATHS.list]: page, [PATHS.update]: () => refusal(1002004020, translate('system.config.value.max', 'en-US')) },
      keyOf,
    );
    renderPage(<ConfigsPage />);
    fireEvent.click(await screen.findByTestId('edit-1'));
    await screen.findByTestId('field-config-key');
    expect((screen.getByTestId('field-config-key') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('The key of a built-in setting cannot be changed')).toBeTruthy();
    typeInto('field-config-value', '5,2');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain(translate('system.config.value.max', 'en-US'));
    expect(server.to(PATHS.update)[0]!.body).toEqual({
      configId: 1,
      configName: 'Due reminder days',
      configKey: 'notice.reminder.dueDays',
      configValue: '5,2',
      configType: 'Y',
      remark: 'Days before expiry',
    });
  });

  it('asks before deleting; the server’s refusal of a built-in one is shown', async () => {
    signInAs(['system:config:query', 'system:config:delete']);
    const message = translate('system.config.builtIn', 'en-US', { key: 'notice.reminder.dueDays' });
    const server = serveApi({ [PATHS.list]: page, 'config/:configId': () => refusal(1002004021, message) }, keyOf);
    renderPage(<ConfigsPage />);
    fireEvent.click(await screen.findByTestId('delete-1'));
    expect((await screen.findAllByText('This is a built-in setting: the server refuses to delete it.')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to('config/:configId')[0]).toMatchObject({ method: 'DELETE', path: '/admin-api/system/config/1' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('clears the cache of every node after asking', async () => {
    signInAs(['system:config:query', 'system:config:delete']);
    const server = serveApi({ [PATHS.list]: page, [PATHS.clearCache]: () => true }, keyOf);
    renderPage(<ConfigsPage />);
    fireEvent.click(await screen.findByTestId('config-clear-cache'));
    await screen.findAllByText('Clear the settings cache?');
    expect(server.to(PATHS.clearCache)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.clearCache)[0]).toMatchObject({ method: 'DELETE' }));
    expect(await screen.findByText('The settings cache was cleared')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    signInAs(['system:config:query']);
    let fail = true;
    serveApi({ [PATHS.list]: () => (fail ? jsonResponse({ code: 500, data: null, msg: 'Unknown system error' }, 500) : page()) }, keyOf);
    renderPage(<ConfigsPage />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('Support hours')).toBeTruthy();
  });
});
