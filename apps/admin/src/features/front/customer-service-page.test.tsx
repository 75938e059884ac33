import { frontAdminApi, translate, type CustomerServiceEntryAdmin } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleForEachTest, refusal, renderPage, serveApi, signInAs, typeInto } from '../../test/admin-test-kit';
import CustomerServicePage from './customer-service-page';
import { frontEnUS } from './strings.en-us';
import { frontZhCN } from './strings.zh-cn';

const { endpoints } = frontAdminApi;
const PATHS = {
  page: endpoints.customerServicePage.path,
  create: endpoints.createCustomerService.path,
  update: endpoints.updateCustomerService.path,
  remove: endpoints.deleteCustomerService.path,
  config: endpoints.globalConfig.path,
};
const entry = (id: number, extra: Partial<CustomerServiceEntryAdmin> = {}): CustomerServiceEntryAdmin => ({
  id,
  type: 1,
  name: `Agent ${id}`,
  weChatContact: 'cloudphone-kf',
  htmlCode: '<p>Open 9:00-18:00</p><script>window.hacked = true</script>',
  link: null,
  sort: 0,
  enabled: true,
  ...extra,
});
const GROUP = entry(9, { type: 2, name: 'Official group', weChatContact: null, htmlCode: null, link: 'https://chat.example.com/join/abc' });
const entries = (query: Record<string, string>) =>
  query.type === '2' ? { list: [GROUP], total: 1 } : { list: [entry(1), entry(2, { enabled: false, weChatContact: null })], total: 2 };
const READ = 'system:front:query';
const WRITE = 'system:front:update';

consoleForEachTest();

describe('the customer service screen', () => {
  it('lists the contacts with their details sanitised, and the group on its tab', async () => {
    signInAs([READ]);
    const server = serveApi({ [PATHS.page]: (request) => entries(request.query) });
    renderPage(<CustomerServicePage />);
    const list = await screen.findByTestId('service-list-1');
    await within(list).findByText('Agent 1');
    expect(within(list).getAllByText('Open 9:00-18:00')).toHaveLength(2);
    expect(list.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(list).getByText('Disabled')).toBeTruthy();
    expect(server.to(PATHS.page)[0]!.query).toEqual({ type: '1', pageNo: '1', pageSize: '20' });
    // Read only: nothing to add, edit or delete.
    expect(screen.queryByTestId('entry-add')).toBeNull();
    expect(screen.queryByTestId('edit-1')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'User group' }));
    const groups = await screen.findByTestId('service-list-2');
    expect((await within(groups).findByText('https://chat.example.com/join/abc')).getAttribute('rel')).toContain('noopener');
  });

  it('adds a contact: the name is required, blank details are sent as null, the HTML is previewed sanitised', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ [PATHS.page]: (request) => entries(request.query), [PATHS.create]: () => 3 });
    renderPage(<CustomerServicePage />);
    fireEvent.click(await screen.findByTestId('entry-add'));
    await screen.findByTestId('entry-name');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.name.required', 'en-US'))).toBeTruthy();
    typeInto('entry-name', ' Night shift ');
    typeInto('entry-html', '<p>22:00-06:00</p><img src=x onerror="window.hacked = true">');
    expect((await screen.findByTestId('entry-html-preview')).innerHTML).toBe('<p>22:00-06:00</p><img src="x">');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.create)).toHaveLength(1));
    expect(server.to(PATHS.create)[0]!.body).toEqual({
      type: 1,
      name: 'Night shift',
      weChatContact: null,
      htmlCode: '<p>22:00-06:00</p><img src=x onerror="window.hacked = true">',
      link: null,
      sort: 0,
      enabled: true,
    });
  });

  it('edits the group’s link (checked as an http(s) address) and shows a refusal in the dialog', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({
      [PATHS.page]: (request) => entries(request.query),
      [PATHS.update]: () => refusal(404, 'Not found', 404),
    });
    renderPage(<CustomerServicePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'User group' }));
    fireEvent.click(await screen.findByTestId('edit-9'));
    await waitFor(() => expect((screen.getByTestId('entry-link') as HTMLInputElement).value).toBe(GROUP.link));
    typeInto('entry-link', 'chat.example.com/new');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.url.invalid', 'en-US'))).toBeTruthy();
    typeInto('entry-link', 'https://chat.example.com/join/new');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('Not found');
    expect(server.to(PATHS.update)[0]).toMatchObject({
      method: 'PUT',
      body: { id: 9, type: 2, name: 'Official group', weChatContact: null, htmlCode: null, link: 'https://chat.example.com/join/new' },
    });
  });

  it('disables and deletes a contact after confirming', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({ [PATHS.page]: (request) => entries(request.query), [PATHS.update]: () => true, [PATHS.remove]: () => true });
    renderPage(<CustomerServicePage />);
    fireEvent.click(await screen.findByTestId('toggle-1'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.update)).toHaveLength(1));
    expect(server.to(PATHS.update)[0]!.body).toEqual({ ...entry(1), enabled: false });

    fireEvent.click(screen.getByTestId('delete-2'));
    await screen.findAllByText('Delete "Agent 2"?');
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    await waitFor(() => expect(server.to(PATHS.remove)).toHaveLength(1));
    expect(server.to(PATHS.remove)[0]).toMatchObject({ method: 'DELETE', query: { id: '2' } });
  });

  it('saves the help-centre link and keeps the hidden menus as they are', async () => {
    signInAs([READ, WRITE]);
    const server = serveApi({
      [PATHS.page]: (request) => entries(request.query),
      [PATHS.config]: (request) =>
        request.method === 'PUT' ? request.body : { notNeedMenus: ['Proxy'], helpCenterUrl: 'https://help.example.com' },
    });
    renderPage(<CustomerServicePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Help centre' }));
    await waitFor(() => expect((screen.getByTestId('help-centre-url') as HTMLInputElement).value).toBe('https://help.example.com'));
    typeInto('help-centre-url', '');
    fireEvent.click(screen.getByTestId('help-centre-save'));
    await waitFor(() => expect(server.to(PATHS.config).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.to(PATHS.config).find((r) => r.method === 'PUT')!.body).toEqual({ notNeedMenus: ['Proxy'], helpCenterUrl: null });
    expect(await screen.findByText('Saved; the member console shows it at once')).toBeTruthy();
  });

  it('has the same strings in both languages', () => {
    expectLocalePair(frontZhCN, frontEnUS);
  });
});
