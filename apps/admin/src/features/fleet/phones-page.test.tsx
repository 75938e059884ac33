import {
  fleetAdminApi,
  fleetFaultsAdminApi,
  offersAdminApi,
  PHONE_STATUS,
  type AdminPhoneRow,
  type DeviceHostRow,
} from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSelect, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs, typeInto } from '../../test/admin-test-kit';
import PhonesPage from './phones-page';

const PATHS = {
  page: fleetAdminApi.endpoints.phonePage.path,
  hosts: fleetAdminApi.endpoints.hosts.path,
  maintenance: fleetAdminApi.endpoints.maintenance.path,
  operate: fleetAdminApi.endpoints.operate.path,
  fault: fleetFaultsAdminApi.endpoints.fault.path,
  specs: offersAdminApi.endpoints.configurationPage.path,
};
const NOW = Date.now();
const phone = (id: number, more: Partial<AdminPhoneRow> = {}): AdminPhoneRow => ({
  id,
  alias: `Phone ${id}`,
  owlId: `CP${String(id).padStart(6, '0')}`,
  status: PHONE_STATUS.running,
  online: true,
  powerOn: true,
  memberId: 3,
  memberPhone: '13700137000',
  padType: 1,
  androidVersion: '10',
  chip: 'RK3588',
  configurationId: 1,
  configurationName: 'Standard',
  country: 'CN',
  city: 'Shanghai',
  driver: 'simulator',
  expireTime: NOW + 86_400_000,
  expired: false,
  recycleTime: null,
  createTime: NOW - 86_400_000,
  ...more,
});
const ROWS = [
  phone(5),
  phone(6, { status: PHONE_STATUS.maintenance }),
  phone(7, { powerOn: false, expired: true, expireTime: NOW - 1000, memberId: 4, memberPhone: '13800138000' }),
];
const host = (faultInjection: boolean): DeviceHostRow => ({
  id: 'simulator',
  name: 'simulator',
  driver: 'simulator',
  address: null,
  online: true,
  problem: null,
  lastSeenTime: NOW,
  latencyMs: 0,
  capacity: 100,
  used: 3,
  rented: 3,
  byStatus: [],
  faultInjection,
});
const OPERATOR = ['device:phone:query', 'device:phone:update', 'device:host:query'];
const allOk = (request: { body: unknown }) => ({
  results: (request.body as { ids: number[] }).ids.map((phoneId) => ({ phoneId, ok: true, msg: '' })),
});

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

/** Ticks the rows' checkboxes (antd's selection column). */
function select(...ids: number[]) {
  for (const id of ids) {
    const row = screen.getByText(`CP${String(id).padStart(6, '0')}`).closest('tr')!;
    fireEvent.click(row.querySelector('input[type="checkbox"]')!);
  }
}

describe('the fleet phones screen', () => {
  it('lists every member’s phones with their status, and sends each filter', async () => {
    signInAs([...OPERATOR, 'trade:catalogue:query']);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.specs]: () => ({
        list: [
          { id: 1, name: 'Standard' },
          { id: 2, name: 'Pro' },
        ],
        total: 2,
      }),
    });
    renderPage(<PhonesPage />);
    const list = await screen.findByTestId('phones-list');
    await within(list).findByText('CP000005');
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '20' });
    const statuses = within(list)
      .getAllByTestId('phone-status')
      .map((tag) => tag.textContent);
    expect(statuses).toEqual(['Running', 'Under maintenance', 'Running']);
    const third = within(list).getByText('CP000007').closest('tr')!;
    expect(within(third).getByText('Powered off')).toBeTruthy();
    expect(within(third).getByText('Expired')).toBeTruthy();
    expect(within(third).getByRole('link').getAttribute('href')).toBe('/members/4');

    typeInto('filter-owlId', ' cp0000 ');
    typeInto('filter-memberPhone', '1370');
    typeInto('filter-memberId', '3');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('99 · Under maintenance'));
    openSelect('filter-spec');
    fireEvent.click(await screen.findByTitle('Pro'));
    typeInto('filter-androidVersion', '10');
    typeInto('filter-country', 'CN');
    typeInto('filter-city', 'Shanghai');
    openSelect('filter-expired');
    fireEvent.click(await screen.findByTitle('Not expired'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)!.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        owlId: 'cp0000',
        memberPhone: '1370',
        memberId: '3',
        status: '99',
        configurationId: '2',
        androidVersion: '10',
        country: 'CN',
        city: 'Shanghai',
        expired: 'false',
      }),
    );
    fireEvent.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('opens filtered by the link’s member and phone ID (the member detail links here)', async () => {
    signInAs(OPERATOR);
    const server = serveApi({ [PATHS.page]: () => ({ list: [ROWS[0]!], total: 1 }) });
    renderPage(<PhonesPage />, { url: '/fleet/phones?memberId=3&owlId=CP000005' });
    await screen.findByText('CP000005');
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '20', memberId: '3', owlId: 'CP000005' });
    expect((screen.getByTestId('filter-owlId') as HTMLInputElement).value).toBe('CP000005');
    // Without the catalogue's read permission there is no spec picker (and no call for the specs).
    expect(screen.queryByTestId('filter-spec')).toBeNull();
    expect(server.to(PATHS.specs)).toHaveLength(0);
  });

  it('puts the selected phones into maintenance after confirming, then clears the selection and refetches', async () => {
    signInAs(OPERATOR);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.maintenance]: allOk });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    expect(screen.getByTestId('action-maintenance-on').hasAttribute('disabled')).toBe(true);
    select(5, 7);
    expect(screen.getByTestId('selection-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByTestId('action-maintenance-on'));
    expect(await screen.findAllByText('Put the selected phones (2) into maintenance?')).not.toHaveLength(0);
    expect(server.to(PATHS.maintenance)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.maintenance)).toHaveLength(1));
    expect(server.to(PATHS.maintenance)[0]).toMatchObject({ method: 'PUT', body: { ids: [5, 7], on: true } });
    expect(await screen.findByText('Sent for the selected phones (2)')).toBeTruthy();
    await waitFor(() => expect(server.to(PATHS.page)).toHaveLength(2));
    expect(screen.getByTestId('selection-count').textContent).toBe('Select phones to act on them');
  });

  it('ends maintenance, and asks nothing of the server when the confirmation is cancelled', async () => {
    signInAs(OPERATOR);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.maintenance]: allOk });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000006');
    select(6);
    fireEvent.click(screen.getByTestId('action-maintenance-off'));
    await screen.findAllByText('End maintenance of the selected phones (1)?');
    fireEvent.click(screen.getByText('Cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to(PATHS.maintenance)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('action-maintenance-off'));
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(server.to(PATHS.maintenance)[0]?.body).toEqual({ ids: [6], on: false }));
  });

  it('reboots on the members’ behalf', async () => {
    signInAs(OPERATOR);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.operate]: allOk });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    select(5);
    fireEvent.click(screen.getByTestId('action-reboot'));
    expect(await screen.findAllByText('Reboot the selected phones (1) on their members’ behalf?')).not.toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.operate)).toHaveLength(1));
    expect(server.to(PATHS.operate)[0]).toMatchObject({ method: 'POST', body: { ids: [5], operation: 'reboot' } });
  });

  it('warns that a reset erases the data and cannot be undone, and lists the phones that failed', async () => {
    signInAs(OPERATOR);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.operate]: () => ({
        results: [
          { phoneId: 5, ok: true, msg: '' },
          { phoneId: 6, ok: false, msg: 'The phone is under maintenance' },
        ],
      }),
    });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    select(5, 6);
    fireEvent.click(screen.getByTestId('action-reset'));
    expect(await screen.findByText('This cannot be undone')).toBeTruthy();
    expect(screen.getByText(/erases every app and all data/)).toBeTruthy();
    const ok = screen.getByTestId('confirm-ok');
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(server.to(PATHS.operate)[0]?.body).toEqual({ ids: [5, 6], operation: 'reset' }));
    const failures = await screen.findByTestId('batch-failures');
    expect(failures.textContent).toContain('1 succeeded, 1 failed');
    expect(failures.textContent).toContain('Phone #6: The phone is under maintenance');
    expect(screen.queryByText('Sent for the selected phones (2)')).toBeNull();
  });

  it('keeps the selection and says nothing is done when the server refuses the whole batch', async () => {
    signInAs(OPERATOR);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.operate]: () => refusal(400, 'No such phone: 5'),
    });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    select(5);
    fireEvent.click(screen.getByTestId('action-reboot'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('No such phone: 5')).toBeTruthy();
    expect(server.to(PATHS.operate)).toHaveLength(1);
    expect(screen.queryByText('Sent for the selected phones (1)')).toBeNull();
    expect(screen.getByTestId('selection-count').textContent).toBe('1 selected');
  });

  it('replaces only once the data choice is made, saying it is destructive', async () => {
    signInAs(OPERATOR);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.operate]: allOk });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    select(5, 6);
    fireEvent.click(screen.getByTestId('action-replace'));
    const dialog = await screen.findByTestId('replace-dialog');
    expect(within(dialog).getByText('This cannot be undone')).toBeTruthy();
    expect(within(dialog).getByText('Replace the selected phones (2) on their members’ behalf')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await within(dialog).findByText('Choose what happens to the data')).toBeTruthy();
    expect(server.to(PATHS.operate)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('replace-migrate-yes'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.operate)).toHaveLength(1));
    expect(server.to(PATHS.operate)[0]!.body).toEqual({ ids: [5, 6], operation: 'replace', migrate: true });
    expect(await screen.findByText('Replacement started')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('selection-count').textContent).toBe('Select phones to act on them'));
  });

  it('keeps the replace dialog open with the reasons when no phone could be replaced', async () => {
    signInAs(OPERATOR);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.operate]: () => ({ results: [{ phoneId: 7, ok: false, msg: 'The phone has expired' }] }),
    });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000007');
    select(7);
    fireEvent.click(screen.getByTestId('action-replace'));
    fireEvent.click(await screen.findByTestId('replace-migrate-no'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('The phone has expired');
    expect(server.to(PATHS.operate)[0]!.body).toEqual({ ids: [7], operation: 'replace', migrate: false });
    expect(screen.queryByText('Replacement started')).toBeNull();
  });

  it('is read-only without the update permission: no selection, no actions, no fault injection', async () => {
    // The finance role: every read, no fleet writes.
    signInAs(['device:phone:query', 'device:host:query']);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.hosts]: () => [host(true)] });
    renderPage(<PhonesPage />);
    const list = await screen.findByTestId('phones-list');
    await within(list).findByText('CP000005');
    expect(list.querySelector('input[type="checkbox"]')).toBeNull();
    for (const action of ['maintenance-on', 'maintenance-off', 'reboot', 'reset', 'replace', 'fault'])
      expect(screen.queryByTestId(`action-${action}`)).toBeNull();
    expect(screen.queryByTestId('selection-count')).toBeNull();
    expect(server.to(PATHS.hosts)).toHaveLength(0);
  });

  it('offers fault injection only when the server runs the simulator with faults on', async () => {
    signInAs([...OPERATOR, 'device:fault:update']);
    const server = serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.hosts]: () => [host(false)] });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    await waitFor(() => expect(server.to(PATHS.hosts)).toHaveLength(1));
    expect(screen.getByTestId('action-reboot')).toBeTruthy();
    expect(screen.queryByTestId('action-fault')).toBeNull();
  });

  it('injects a fault into the selected phone', async () => {
    signInAs([...OPERATOR, 'device:fault:update']);
    const server = serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.hosts]: () => [host(true)],
      [PATHS.fault]: (request) => ({ owlId: (request.body as { owlId: string }).owlId, status: PHONE_STATUS.abnormal, online: false }),
    });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    select(6);
    fireEvent.click(await screen.findByTestId('action-fault'));
    const dialog = await screen.findByTestId('fault-dialog');
    expect((within(dialog).getByTestId('fault-owlId') as HTMLInputElement).value).toBe('CP000006');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.fault)).toHaveLength(1));
    expect(server.to(PATHS.fault)[0]).toMatchObject({
      method: 'POST',
      body: { owlId: 'CP000006', fault: { kind: 'fail-next', operation: 'reboot' } },
    });
    expect(await screen.findByText('Fault injected; the list shows the phone’s new status')).toBeTruthy();

    fireEvent.click(screen.getByTestId('action-fault'));
    await screen.findByTestId('fault-owlId');
    typeInto('fault-owlId', ' CP000005 ');
    openSelect('fault-kind');
    fireEvent.click(await screen.findByTitle('Go offline'));
    await waitFor(() => expect(screen.queryByTestId('fault-operation')).toBeNull());
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.fault)).toHaveLength(2));
    expect(server.to(PATHS.fault)[1]!.body).toEqual({ owlId: 'CP000005', fault: { kind: 'offline' } });
  });

  it('shows the server’s refusal of a fault in the dialog', async () => {
    signInAs([...OPERATOR, 'device:fault:update']);
    serveApi({
      [PATHS.page]: () => ({ list: ROWS, total: 3 }),
      [PATHS.hosts]: () => [host(true)],
      [PATHS.fault]: () => refusal(404, 'No such phone: CPNOPE', 404),
    });
    renderPage(<PhonesPage />);
    fireEvent.click(await screen.findByTestId('action-fault'));
    await screen.findByTestId('fault-owlId');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('Please enter the phone ID')).toBeTruthy();
    typeInto('fault-owlId', 'CPNOPE');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain('No such phone: CPNOPE');
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs(OPERATOR);
    serveApi({ [PATHS.page]: () => ({ list: ROWS, total: 3 }), [PATHS.operate]: allOk });
    renderPage(<PhonesPage />);
    await screen.findByText('CP000005');
    expect(screen.getAllByTestId('phone-status').map((tag) => tag.textContent)).toEqual(['运行中', '维护中', '运行中']);
    expect(screen.getByText('已关机')).toBeTruthy();
    select(5);
    expect(screen.getByTestId('selection-count').textContent).toBe('已选 1 台');
    fireEvent.click(screen.getByTestId('action-reset'));
    expect(await screen.findByText('此操作不可撤销')).toBeTruthy();
    expect(await screen.findAllByText('代会员重置 1 台云机？')).not.toHaveLength(0);
  });
});
