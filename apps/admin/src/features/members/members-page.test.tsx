import { translate } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  openSelect,
  refusal,
  renderPage,
  resetConsole,
  serveApi,
  setUpConsole,
  signInAs,
  typeInto,
} from '../../test/admin-test-kit';
import { memberQuery } from './api';
import { memberActions } from './member-actions';
import MembersPage from './members-page';
import { EXPORT, PATHS, QUERY, UPDATE, page } from './members-test-data';
import { membersEnUS } from './strings.en-us';
import { membersZhCN } from './strings.zh-cn';

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('member filters and actions', () => {
  it('trim typed text and leave out what is empty', () => {
    expect(memberQuery({ phone: ' 1370 ', id: 3, channelCode: ' spring ', status: 1 })).toEqual({
      phone: '1370',
      id: 3,
      channelCode: 'spring',
      status: 1,
    });
    expect(memberQuery({ phone: '  ', id: null, channelCode: '' })).toEqual({
      phone: undefined,
      id: undefined,
      channelCode: undefined,
      status: undefined,
    });
  });

  it('offer disable, enable and reset only where the server takes them', () => {
    const of = (status: number, deleted = false) => memberActions({ id: 1, phone: '1', status, deleted });
    expect(of(0)).toEqual({ mayDisable: true, mayEnable: false, mayResetPassword: true });
    expect(of(1)).toEqual({ mayDisable: false, mayEnable: true, mayResetPassword: true });
    // An owner's disable can be made the operator's, but only the owner lifts it.
    expect(of(2)).toEqual({ mayDisable: true, mayEnable: false, mayResetPassword: true });
    expect(of(3, true)).toEqual({ mayDisable: false, mayEnable: false, mayResetPassword: false });
    expect(of(0, true)).toEqual({ mayDisable: false, mayEnable: false, mayResetPassword: false });
  });

  it('have the same strings in both languages', () => expectLocalePair(membersZhCN, membersEnUS));
});

describe('the members screen', () => {
  it('lists the members and sends the phone, ID, channel code and status filters', async () => {
    signInAs([QUERY, UPDATE]);
    const server = serveApi({ [PATHS.page]: page });
    renderPage(<MembersPage />);
    const list = await screen.findByTestId('members-list');
    await within(list).findByText('13700137000');
    expect(within(list).getByText('m3@example.com')).toBeTruthy();
    expect(within(list).getByText('nick3')).toBeTruthy();
    expect(within(list).getByText('Disabled by owner')).toBeTruthy();
    expect(within(list).getByText('Deleted')).toBeTruthy();
    expect(within(list).getByText('4 in total')).toBeTruthy();
    expect(screen.getByTestId('member-3').getAttribute('href')).toBe('/members/3');
    // Disable for the normal and owner-disabled, enable for the disabled, nothing for the deleted.
    expect(screen.getByTestId('disable-3')).toBeTruthy();
    expect(screen.getByTestId('enable-4')).toBeTruthy();
    expect(screen.queryByTestId('disable-4')).toBeNull();
    expect(screen.getByTestId('disable-5')).toBeTruthy();
    expect(screen.queryByTestId('enable-5')).toBeNull();
    for (const id of ['disable-6', 'enable-6', 'reset-6']) expect(screen.queryByTestId(id), id).toBeNull();

    typeInto('filter-phone', ' 1370 ');
    typeInto('filter-id', '3');
    typeInto('filter-channel', 'spring');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)!.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        phone: '1370',
        id: '3',
        channelCode: 'spring',
        status: '1',
      }),
    );
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('refuses a phone filter with letters and a channel code with spaces inside, without asking the server', async () => {
    signInAs([QUERY]);
    const server = serveApi({ [PATHS.page]: page });
    renderPage(<MembersPage />);
    await screen.findByText('13700137000');
    typeInto('filter-phone', '137a');
    typeInto('filter-channel', 'sp ring');
    fireEvent.click(screen.getByTestId('list-search'));
    expect(await screen.findByText('The phone filter may contain digits only')).toBeTruthy();
    expect(screen.getByText('A channel code has letters, digits, underscores and hyphens only')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to(PATHS.page)).toHaveLength(1);
  });

  it('disables a member only after the confirmation, then fetches the list again', async () => {
    signInAs([QUERY, UPDATE]);
    const server = serveApi({ [PATHS.page]: page, [PATHS.status]: () => true });
    renderPage(<MembersPage />);
    fireEvent.click(await screen.findByTestId('disable-3'));
    expect((await screen.findAllByText('Disable member 13700137000?')).length).toBeGreaterThan(0);
    expect(screen.getByText(/Every sign-in of the member ends at once/)).toBeTruthy();
    expect(server.to(PATHS.status)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.status)[0]).toMatchObject({ method: 'PUT', body: { id: 3, status: 1 } }));
    expect(await screen.findByText('The member was disabled')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));

    fireEvent.click(screen.getByTestId('enable-4'));
    await screen.findAllByText('Enable member 13700137001?');
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(server.to(PATHS.status)[1]).toMatchObject({ body: { id: 4, status: 0 } }));
  });

  it('does not call the server when the disable is cancelled, and shows a refusal', async () => {
    signInAs([QUERY, UPDATE]);
    const owner = translate('memberAdmin.ownerDisabled', 'en-US');
    const server = serveApi({ [PATHS.page]: page, [PATHS.status]: () => refusal(1004001002, owner) });
    renderPage(<MembersPage />);
    fireEvent.click(await screen.findByTestId('disable-3'));
    await screen.findAllByText('Disable member 13700137000?');
    fireEvent.click(screen.getByText('Cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to(PATHS.status)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('disable-5'));
    await screen.findAllByText('Disable member 13700137002?');
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    expect(await screen.findByText(owner)).toBeTruthy();
    expect(server.to(PATHS.status)).toEqual([expect.objectContaining({ body: { id: 5, status: 1 } })]);
    expect(screen.queryByText('The member was disabled')).toBeNull();
  });

  it('checks the new password against the members’ rule and the confirmation before sending it', async () => {
    signInAs([QUERY, UPDATE]);
    const server = serveApi({ [PATHS.page]: page, [PATHS.reset]: () => true });
    renderPage(<MembersPage />);
    fireEvent.click(await screen.findByTestId('reset-3'));
    expect(await screen.findByText('Reset the password of 13700137000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.password.required', 'en-US'))).toBeTruthy();

    typeInto('field-new-password', 'weakpass1');
    typeInto('field-confirm-password', 'weakpass1');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.password.rule', 'en-US'))).toBeTruthy();

    typeInto('field-new-password', 'N3w!secret');
    typeInto('field-confirm-password', 'N3w!secreT');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(server.to(PATHS.reset)).toHaveLength(0);

    typeInto('field-confirm-password', 'N3w!secret');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.reset)[0]).toMatchObject({ method: 'PUT', body: { id: 3, password: 'N3w!secret' } }));
    expect(await screen.findByText('The password was reset')).toBeTruthy();
  });

  it('shows the server’s refusal of a password in the dialog, which stays open', async () => {
    signInAs([QUERY, UPDATE]);
    const deleted = translate('memberAdmin.deleted', 'en-US');
    serveApi({ [PATHS.page]: page, [PATHS.reset]: () => refusal(1004001001, deleted) });
    renderPage(<MembersPage />);
    fireEvent.click(await screen.findByTestId('reset-3'));
    await screen.findByTestId('field-new-password');
    typeInto('field-new-password', 'N3w!secret');
    typeInto('field-confirm-password', 'N3w!secret');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain(deleted);
    expect(screen.getByTestId('field-new-password')).toBeTruthy();
  });

  it('exports the members the applied filters match', async () => {
    signInAs([QUERY, EXPORT]);
    const saved = captureDownloads();
    const server = serveApi({
      [PATHS.page]: page,
      [PATHS.export]: () =>
        new Response('\uFEFFid,phone\r\n3,13700137000\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="members-20300203.csv"' },
        }),
    });
    renderPage(<MembersPage />);
    await screen.findByText('13700137000');
    typeInto('filter-phone', '1370');
    typeInto('filter-channel', 'spring');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Normal'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
    // A filter typed but not searched is not what the list shows, so the export leaves it out.
    typeInto('filter-id', '99');
    fireEvent.click(screen.getByTestId('list-export'));
    expect(await screen.findByText('Exported members-20300203.csv')).toBeTruthy();
    expect(server.to(PATHS.export)[0]).toMatchObject({ method: 'GET', query: { phone: '1370', channelCode: 'spring', status: '0' } });
    expect(saved.map((f) => f.name)).toEqual(['members-20300203.csv']);
  });

  it('hides the disable, enable, reset and export actions from an operator who may only look', async () => {
    signInAs([QUERY]);
    serveApi({ [PATHS.page]: page });
    renderPage(<MembersPage />);
    await screen.findByText('13700137000');
    for (const id of ['disable-3', 'enable-4', 'reset-3', 'reset-4', 'list-export']) expect(screen.queryByTestId(id), id).toBeNull();
    expect(screen.getAllByText('Details')).toHaveLength(4);
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs([QUERY, UPDATE, EXPORT]);
    serveApi({ [PATHS.page]: page });
    renderPage(<MembersPage />);
    await screen.findByText('13700137000');
    expect(screen.getAllByText('主账号已禁用').length).toBeGreaterThan(0);
    expect(screen.getByText('已注销')).toBeTruthy();
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(screen.getByTestId('disable-3').textContent).toBe('禁用');
    expect(screen.getByTestId('list-export').textContent).toContain('导');
    fireEvent.click(screen.getByTestId('reset-3'));
    expect(await screen.findByText('重置 13700137000 的密码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.password.required', 'zh-CN'))).toBeTruthy();
  });
});
