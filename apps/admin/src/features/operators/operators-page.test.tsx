import { operatorRolesAdminApi, operatorsAdminApi, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
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
import OperatorsPage from './operators-page';

const { endpoints } = operatorsAdminApi;
const PATHS = {
  list: endpoints.list.path,
  roles: operatorRolesAdminApi.endpoints.listAllSimple.path,
  create: endpoints.create.path,
  update: endpoints.update.path,
  resetPwd: endpoints.resetPwd.path,
  changeStatus: endpoints.changeStatus.path,
  importData: endpoints.importData.path,
};
const keyOf = (path: string) => (/^\/admin-api\/system\/user\/\d+$/.test(path) ? 'user/:userId' : path);
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const ROLES = [
  { roleKey: 'admin', roleName: 'Administrator', permissions: ['*:*:*'] },
  { roleKey: 'ops', roleName: 'Operations', permissions: ['device:phone:query'] },
  { roleKey: 'finance', roleName: 'Finance', permissions: ['trade:order:refund'] },
];
const operator = (userId: number, userName: string, roles: string[], status = 0) => ({
  userId,
  userName,
  nickName: `${userName} nick`,
  status,
  roles,
  email: null,
  mobile: null,
  remark: null,
  loginIp: userId === 7 ? '10.0.0.8' : null,
  loginDate: userId === 7 ? AT : null,
  createTime: AT,
});
// The session's operator is #7 (signInAs).
const ROWS = [operator(7, 'ops1', ['ops']), operator(9, 'cashier', ['finance', 'ops']), operator(12, 'old_admin', ['admin'], 1)];
const page = () => ({ list: ROWS, total: 3 });
const MANAGE = [
  'system:user:query',
  'system:user:create',
  'system:user:update',
  'system:user:delete',
  'system:user:resetPwd',
  'system:user:import',
  'system:user:export',
];

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the operators screen', () => {
  it('lists the operators with their role names, marks yourself and keeps your own switch and delete away', async () => {
    signInAs(MANAGE);
    const server = serveApi({ [PATHS.list]: page, [PATHS.roles]: () => ROLES }, keyOf);
    renderPage(<OperatorsPage />);
    const list = await screen.findByTestId('operators-list');
    expect(await within(list).findByText('cashier')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByText('Finance').length).toBe(1));
    expect(within(list).getAllByText('Operations')).toHaveLength(2);
    expect(within(list).getByText('You')).toBeTruthy();
    expect(within(list).getByText('10.0.0.8')).toBeTruthy();
    expect(within(list).getAllByText('Never')).toHaveLength(2);
    expect(screen.getByTestId('status-7').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('status-9').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('delete-7')).toBeNull();
    expect(screen.getByTestId('delete-9')).toBeTruthy();

    typeInto('filter-user-name', 'cash');
    openSelect('filter-status');
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(server.to(PATHS.list).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '20', userName: 'cash', status: '1' }),
    );

    fireEvent.click(screen.getByTestId('roles-guide-button'));
    const guide = await screen.findByTestId('roles-guide');
    expect(guide.textContent).toContain('Orders, refunds and redemption codes');
  });

  it('shows a read-only operator the list without any action', async () => {
    signInAs(['system:user:query']);
    serveApi({ [PATHS.list]: page, [PATHS.roles]: () => ROLES }, keyOf);
    renderPage(<OperatorsPage />);
    await screen.findByText('cashier');
    for (const id of ['operator-add', 'operator-import', 'list-export', 'edit-9', 'reset-9', 'delete-9', 'status-9'])
      expect(screen.queryByTestId(id), id).toBeNull();
    expect(screen.getAllByText('Enabled').length).toBeGreaterThan(0);
  });

  it('checks a new operator’s fields, sends them with the roles, and shows a taken user name in the dialog', async () => {
    signInAs(MANAGE);
    const taken = translate('operators.userName.taken', 'en-US', { userName: 'finance2' });
    const server = serveApi(
      { [PATHS.list]: page, [PATHS.roles]: () => ROLES, [PATHS.create]: (_, calls) => (calls === 1 ? refusal(1002000012, taken) : 20) },
      keyOf,
    );
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('operator-add'));
    await screen.findByTestId('field-user-name');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('operators.userName.required', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('validation.password.required', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('operators.roles.required', 'en-US'))).toBeTruthy();

    typeInto('field-user-name', 'finance2');
    typeInto('field-nick-name', 'Second finance');
    typeInto('field-password', 'weakpass');
    typeInto('field-email', 'not-an-email');
    openSelect('field-roles');
    fireEvent.click(await screen.findByTitle('Finance'));
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(translate('validation.password.rule', 'en-US'))).toBeTruthy();
    expect(screen.getByText(translate('validation.email.invalid', 'en-US'))).toBeTruthy();
    expect(server.to(PATHS.create)).toHaveLength(0);

    typeInto('field-password', 'Str0ng!pass');
    typeInto('field-email', 'f2@example.com');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-refusal')).textContent).toContain(taken);
    expect(server.to(PATHS.create)[0]!.body).toEqual({
      userName: 'finance2',
      nickName: 'Second finance',
      password: 'Str0ng!pass',
      roles: ['finance'],
      email: 'f2@example.com',
      mobile: null,
      remark: null,
    });
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('The operator was created')).toBeTruthy();
  });

  it('edits an operator without a password field', async () => {
    signInAs(MANAGE);
    const server = serveApi({ [PATHS.list]: page, [PATHS.roles]: () => ROLES, [PATHS.update]: () => true }, keyOf);
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('edit-9'));
    await screen.findByTestId('field-nick-name');
    expect(screen.queryByTestId('field-password')).toBeNull();
    typeInto('field-mobile', '13800138000');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.update)).toHaveLength(1));
    expect(server.to(PATHS.update)[0]!).toMatchObject({
      method: 'PUT',
      body: { userId: 9, userName: 'cashier', nickName: 'cashier nick', roles: ['finance', 'ops'], mobile: '13800138000', email: null },
    });
  });

  it('disables an operator after asking, and resets a password with a confirmation', async () => {
    signInAs(MANAGE);
    const server = serveApi(
      { [PATHS.list]: page, [PATHS.roles]: () => ROLES, [PATHS.changeStatus]: () => true, [PATHS.resetPwd]: () => true },
      keyOf,
    );
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('status-9'));
    await screen.findAllByText('Disable "cashier"?');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.changeStatus)[0]).toMatchObject({ method: 'PUT', body: { userId: 9, status: 1 } }));

    fireEvent.click(screen.getByTestId('reset-9'));
    await screen.findByTestId('field-new-password');
    typeInto('field-new-password', 'N3w!secret');
    typeInto('field-confirm-password', 'N3w!secreT');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    typeInto('field-confirm-password', 'N3w!secret');
    fireEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(server.to(PATHS.resetPwd)[0]).toMatchObject({ method: 'PUT', body: { userId: 9, password: 'N3w!secret' } }));
    expect(await screen.findByText('The password was reset')).toBeTruthy();
  });
});

describe('importing operators', () => {
  const xlsx = () => new File(['PK'], 'operators.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId('import-dialog').querySelector('input[type=file]')!, { target: { files: [file] } });

  it('sends the file with updateSupport and shows the counts', async () => {
    signInAs(MANAGE);
    const server = serveApi(
      { [PATHS.list]: page, [PATHS.roles]: () => ROLES, [PATHS.importData]: () => ({ created: 3, updated: 1, failed: 0, failures: [] }) },
      keyOf,
    );
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('operator-import'));
    await screen.findByTestId('import-submit');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText('Choose the file to import first')).toBeTruthy();

    pick(new File(['x'], 'operators.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Only XLSX files can be imported')).toBeTruthy();
    pick(xlsx());
    await waitFor(() => expect(screen.queryByTestId('import-problem')).toBeNull());
    fireEvent.click(screen.getByTestId('import-update-support'));
    fireEvent.click(screen.getByTestId('import-submit'));
    const counts = await screen.findByTestId('import-counts');
    expect(counts.textContent).toContain('Created3');
    expect(counts.textContent).toContain('Updated1');
    const sent = server.to(PATHS.importData)[0]!;
    expect(sent).toMatchObject({ method: 'POST', query: { updateSupport: 'true' } });
    expect(((sent.body as FormData).get('file') as File).name).toBe('operators.xlsx');
    expect(screen.getByText('Import finished')).toBeTruthy();
    // The list is fetched again with the new operators.
    await waitFor(() => expect(server.to(PATHS.list)).toHaveLength(2));
  });

  it('lists each bad row when the server refuses the file', async () => {
    signInAs(MANAGE);
    const failures = [
      { rowNumber: 2, userName: 'ops1', msg: translate('operators.import.self', 'en-US') },
      { rowNumber: 5, userName: 'newbie', msg: translate('validation.password.rule', 'en-US') },
    ];
    serveApi(
      {
        [PATHS.list]: page,
        [PATHS.roles]: () => ROLES,
        [PATHS.importData]: () =>
          jsonResponse(
            {
              code: 1002000024,
              msg: translate('operators.import.invalid', 'en-US', { count: 2 }),
              data: { created: 0, updated: 0, failed: 2, failures },
            },
            400,
          ),
      },
      keyOf,
    );
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('operator-import'));
    await screen.findByTestId('import-submit');
    pick(xlsx());
    fireEvent.click(screen.getByTestId('import-submit'));
    expect((await screen.findByTestId('import-error')).textContent).toContain('2 rows have errors; nothing was imported');
    const table = screen.getByTestId('import-failures');
    expect(within(table).getByText('newbie')).toBeTruthy();
    expect(within(table).getByText(translate('operators.import.self', 'en-US'))).toBeTruthy();
    expect(within(table).getByText('5')).toBeTruthy();
  });

  it('shows a refusal without rows (a file that is not the template) as its message', async () => {
    signInAs(MANAGE);
    const message = translate('operators.import.file', 'en-US');
    serveApi({ [PATHS.list]: page, [PATHS.roles]: () => ROLES, [PATHS.importData]: () => refusal(1002000021, message) }, keyOf);
    renderPage(<OperatorsPage />);
    fireEvent.click(await screen.findByTestId('operator-import'));
    await screen.findByTestId('import-submit');
    pick(xlsx());
    fireEvent.click(screen.getByTestId('import-submit'));
    expect((await screen.findByTestId('import-error')).textContent).toContain(message);
    expect(screen.queryByTestId('import-failures')).toBeNull();
  });
});
