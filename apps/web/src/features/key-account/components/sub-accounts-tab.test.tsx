import { frontApi, memberAuthApi, subAccountsApi } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFlashes,
  flashes,
  refusal,
  renderKeyAccount,
  serveKeyAccount,
  setUpKeyAccountStrings,
  typeInto,
} from '../testing/key-account-test-kit';

const PATHS = {
  page: subAccountsApi.endpoints.subPage.path,
  find: subAccountsApi.endpoints.queryMemberByPhone.path,
  add: subAccountsApi.endpoints.add.path,
  status: subAccountsApi.endpoints.updateStatus.path,
  remove: subAccountsApi.endpoints.remove.path,
  config: frontApi.endpoints.globalConfig.path,
  sendCode: memberAuthApi.endpoints.sendSmsCode.path,
};
/** The image captcha is off here (the consent-code tests cover it on). */
const CAPTCHA_OFF = { [PATHS.config]: () => ({ notNeedMenus: [], captchaEnabled: false }) };
const ADDED = new Date(2030, 4, 6, 7, 8, 9).getTime();
const WANG = { id: 21, phone: '13800000001', nickname: '小王', status: 0, createTime: ADDED, phoneCount: 2 };
const LI = { id: 22, phone: '13800000002', nickname: '', status: 1, createTime: ADDED, phoneCount: 0 };
const page = (list: unknown[]) => () => ({ list, total: list.length });

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = async (phone: string) => {
  const rows = await screen.findAllByTestId('sub-account-row');
  const row = rows.find((r) => within(r).queryByTestId('sub-account-phone')?.textContent === phone);
  if (!row) throw new Error(`no row for ${phone}`);
  return row;
};

// antd's tables and modals are slow to render in jsdom on a shared machine.
describe('the sub-accounts tab', { timeout: 30_000 }, () => {
  it('lists my sub-accounts with status, time added and phone count, and searches by phone', async () => {
    const server = serveKeyAccount({ [PATHS.page]: page([WANG, LI]) });
    renderKeyAccount();
    // antd adds the columns kept for wider screens once its breakpoint observer answers, which in
    // tests is an effect after a paint: on a loaded machine a row can be read before then.
    await screen.findByText('小王');
    const wang = await rowOf('13800000001');
    expect(wang.textContent).toContain('小王');
    expect(within(wang).getByTestId('sub-account-status').textContent).toBe('已启用');
    expect(wang.textContent).toContain('2030-05-06 07:08:09');
    expect(within(wang).getByTestId('sub-account-phone-count').textContent).toBe('2');
    const li = await rowOf('13800000002');
    expect(within(li).getByTestId('sub-account-status').textContent).toBe('已禁用');
    // An enabled account offers disable, a disabled one enable.
    expect(within(wang).queryByTestId('sub-account-enable')).toBeNull();
    expect(within(li).queryByTestId('sub-account-disable')).toBeNull();
    expect(server.to(PATHS.page).map((r) => [r.method, r.body])).toEqual([['POST', { pageNo: 1, pageSize: 10 }]]);

    typeInto('sub-account-search', ' 0001 ');
    fireEvent.click(screen.getByTestId('sub-account-search').querySelector('.ant-input-search-btn')!);
    await waitFor(() => expect(server.to(PATHS.page).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, phone: '0001' }));
  });

  it('adds an account found by its phone number after showing it, with the code sent to its holder', async () => {
    let list = [LI];
    const server = serveKeyAccount({
      ...CAPTCHA_OFF,
      [PATHS.sendCode]: () => null,
      [PATHS.page]: () => ({ list, total: list.length }),
      [PATHS.find]: () => ({ id: WANG.id, phone: WANG.phone, nickname: '小王', status: 0 }),
      [PATHS.add]: () => {
        list = [WANG, LI];
        return WANG.id;
      },
    });
    renderKeyAccount();
    await rowOf('13800000002');
    fireEvent.click(screen.getByTestId('sub-account-add'));
    const dialog = await screen.findByTestId('sub-account-add-dialog');
    typeInto('sub-account-add-phone', '13800000001');
    fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));

    const found = await within(dialog).findByTestId('sub-account-add-found');
    expect(server.to(PATHS.find).map((r) => [r.method, r.query])).toEqual([['GET', { phone: '13800000001' }]]);
    expect(found.textContent).toContain('13800000001');
    expect(found.textContent).toContain('小王');
    // Nothing is sent nor added until the member asks.
    expect(server.to(PATHS.sendCode)).toEqual([]);
    expect(server.to(PATHS.add)).toEqual([]);
    fireEvent.click(within(found).getByTestId('sub-account-add-send'));
    await waitFor(() => expect(server.to(PATHS.sendCode).map((r) => r.body)).toEqual([{ phone: '13800000001', scene: 'paternity' }]));
    typeInto('sub-account-add-code', '482913');
    fireEvent.click(within(found).getByTestId('sub-account-add-confirm'));

    await waitFor(() => expect(server.to(PATHS.add).map((r) => r.body)).toEqual([{ phone: '13800000001', code: '482913' }]));
    await rowOf('13800000001');
    expect(flashes()).toContain('已添加子账号 13800000001');
    // The dialog closed and forgot the account shown: opened again, it starts empty.
    fireEvent.click(screen.getByTestId('sub-account-add'));
    await waitFor(() => expect((screen.getByTestId('sub-account-add-phone') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByTestId('sub-account-add-found')).toBeNull();
  });

  it('says when no account has the number, and checks the number before asking', async () => {
    const server = serveKeyAccount({ [PATHS.page]: page([]), [PATHS.find]: () => null });
    renderKeyAccount('/keyAccount?tab=accounts');
    fireEvent.click(await screen.findByTestId('sub-account-add'));
    const dialog = await screen.findByTestId('sub-account-add-dialog');

    typeInto('sub-account-add-phone', '1380000');
    fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));
    expect(within(dialog).getByTestId('sub-account-add-invalid').textContent).toBe('请输入正确的手机号');
    expect(server.to(PATHS.find)).toEqual([]);

    typeInto('sub-account-add-phone', '13900000009');
    fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));
    expect((await within(dialog).findByTestId('sub-account-add-unknown')).textContent).toContain('该账号不存在');
    expect(within(dialog).queryByTestId('sub-account-add-confirm')).toBeNull();
    expect(server.to(PATHS.add)).toEqual([]);
  });

  it("shows the server's refusal as it comes and keeps the dialog for another number", async () => {
    const server = serveKeyAccount({
      ...CAPTCHA_OFF,
      [PATHS.page]: page([]),
      [PATHS.find]: () => ({ id: 30, phone: '13700000000', nickname: '', status: 0 }),
      [PATHS.add]: () => refusal(1011007023, '该账号名下有自己的云手机，不能添加为子账号'),
    });
    renderKeyAccount('/keyAccount?tab=accounts');
    fireEvent.click(await screen.findByTestId('sub-account-add'));
    typeInto('sub-account-add-phone', '13700000000');
    fireEvent.click(screen.getByTestId('sub-account-add-find'));
    await screen.findByTestId('sub-account-add-code');
    typeInto('sub-account-add-code', '482913');
    fireEvent.click(screen.getByTestId('sub-account-add-confirm'));

    await waitFor(() => expect(flashes()).toContain('该账号名下有自己的云手机，不能添加为子账号'));
    expect(server.to(PATHS.add)).toHaveLength(1);
    expect(screen.getByTestId('sub-account-add-dialog')).toBeTruthy();
    // The list was not asked again: nothing changed.
    expect(server.to(PATHS.page)).toHaveLength(1);
  });

  it('asks before disabling, says the account is signed out at once, then calls updateStatus', async () => {
    let status = 0;
    const server = serveKeyAccount({
      [PATHS.page]: () => ({ list: [{ ...WANG, status }], total: 1 }),
      [PATHS.status]: (request) => {
        status = (request.body as { status: number }).status;
        return true;
      },
    });
    renderKeyAccount();
    fireEvent.click(within(await rowOf('13800000001')).getByTestId('sub-account-disable'));
    expect((await screen.findByTestId('sub-account-disable-text')).textContent).toBe(
      '禁用后该账号会立即被强制下线，且无法再登录，直到您重新启用。',
    );
    expect(screen.getAllByText('禁用子账号 13800000001？').length).toBeGreaterThan(0);
    // Cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(server.to(PATHS.status)).toEqual([]);

    // (jsdom runs no closing animation, so the cancelled confirmation stays in the page: the new one is the last.)
    fireEvent.click(within(await rowOf('13800000001')).getByTestId('sub-account-disable'));
    await waitFor(() => expect(screen.getAllByTestId('sub-account-disable-ok')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('sub-account-disable-ok').at(-1)!);
    await waitFor(() => expect(server.to(PATHS.status).map((r) => [r.method, r.body])).toEqual([['PUT', { id: 21, status: 1 }]]));
    await waitFor(async () => expect(within(await rowOf('13800000001')).getByTestId('sub-account-status').textContent).toBe('已禁用'));
    expect(flashes()).toContain('已禁用 13800000001');

    // Enabling again needs no confirmation.
    fireEvent.click(within(await rowOf('13800000001')).getByTestId('sub-account-enable'));
    await waitFor(() => expect(server.to(PATHS.status).at(-1)?.body).toEqual({ id: 21, status: 0 }));
  });

  it('asks before removing, says the grants end, then removes', async () => {
    let list = [WANG, LI];
    const server = serveKeyAccount({
      [PATHS.page]: () => ({ list, total: list.length }),
      [PATHS.remove]: (request) => {
        list = list.filter((a) => String(a.id) !== request.query.id);
        return true;
      },
    });
    renderKeyAccount();
    fireEvent.click(within(await rowOf('13800000001')).getByTestId('sub-account-remove'));
    expect((await screen.findByTestId('sub-account-remove-text')).textContent).toBe('移除后，您授权给该账号的所有云机授权都会立即结束。');
    fireEvent.click(screen.getByTestId('sub-account-remove-ok'));
    await waitFor(() => expect(server.to(PATHS.remove).map((r) => [r.method, r.query])).toEqual([['DELETE', { id: '21' }]]));
    await waitFor(() => expect(screen.getAllByTestId('sub-account-row')).toHaveLength(1));
    expect(flashes()).toContain('已移除 13800000001');
  });

  it("opens the access log filtered to a sub-account's phone", async () => {
    serveKeyAccount({ [PATHS.page]: page([WANG]), '/app-api/trade/phone-accredit/audit-page': page([]) });
    renderKeyAccount();
    fireEvent.click(within(await rowOf('13800000001')).getByTestId('sub-account-audit'));
    await waitFor(() => expect(screen.getByTestId('key-account-page').getAttribute('data-tab')).toBe('audit'));
    expect(screen.getByTestId('location').textContent).toBe('?tab=audit&subMemberPhone=13800000001');
  });
});
