import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFlashes,
  errorOf,
  flashes,
  MEMBER,
  PATHS,
  pointRow,
  renderWithProviders,
  serveAccount,
  typeInto,
  useAccountLocale,
} from '../testing/account-test-kit';
import { AccountCenterPage } from './account-center-page';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const value = (key: string) => screen.getByTestId(`profile-${key}-value`).textContent;

// antd's dialogs and tables are slow to render in jsdom on a shared machine.
describe('the account center', { timeout: 30_000 }, () => {
  it('shows the personal information: phone masked, birthday as 1996/11/11, location as province / city', async () => {
    await useAccountLocale('zh-CN');
    serveAccount({});
    renderWithProviders(<AccountCenterPage />);
    await waitFor(() => expect(screen.getByTestId('account-center').getAttribute('data-state')).toBe('ready'));
    expect(value('nickname')).toBe('小明');
    expect(value('gender')).toBe('男');
    expect(value('phone')).toBe('138****8000');
    expect(value('email')).toBe('xm@example.com');
    expect(value('birthday')).toBe('1996/11/11');
    expect(value('location')).toBe('广东省 / 深圳市');
    expect(value('channelCode')).toBe('default');
    expect(value('memberId')).toBe('7');
    expect(value('points')).toBe('120');
    expect(value('createTime')).toBe('2025-01-02 03:04:05');
  });

  it('shows the location in English names in English', async () => {
    await useAccountLocale('en-US');
    serveAccount({});
    renderWithProviders(<AccountCenterPage />);
    await waitFor(() => expect(value('location')).toBe('Guangdong / Shenzhen'));
    expect(value('gender')).toBe('Male');
  });

  it('checks every field before saving, with the translated messages, and sends nothing while one is wrong', async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({});
    renderWithProviders(<AccountCenterPage />);
    await waitFor(() => expect(value('nickname')).toBe('小明'));
    fireEvent.click(screen.getByTestId('profile-edit'));
    await screen.findByTestId('profile-edit-dialog');
    typeInto('profile-nickname', '   ');
    typeInto('profile-email', 'not-an-address');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(errorOf('profile-nickname')).toBe('请输入昵称');
    expect(errorOf('profile-email')).toBe('请输入正确的邮箱地址');
    typeInto('profile-nickname', '一二三四五六七八九十一二三四五六七八九十一');
    expect(errorOf('profile-nickname')).toBeNull(); // cleared while typing
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(errorOf('profile-nickname')).toBe('昵称不能超过 20 个字符');
    expect(server.to(PATHS.updateClient)).toHaveLength(0);

    await useAccountLocale('en-US');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(errorOf('profile-email')).toBe('Please enter a valid e-mail address');
  });

  it('saves the profile and shows it at once', async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({
      [PATHS.updateClient]: ({ body }) => ({ ...MEMBER, ...(body as object) }),
    });
    renderWithProviders(<AccountCenterPage />);
    await waitFor(() => expect(value('nickname')).toBe('小明'));
    fireEvent.click(screen.getByTestId('profile-edit'));
    const dialog = await screen.findByTestId('profile-edit-dialog');
    typeInto('profile-nickname', ' 小红 ');
    fireEvent.click(within(dialog).getByTestId('profile-gender-female'));
    typeInto('profile-email', '');
    fireEvent.click(within(dialog).getByTestId('profile-save'));

    await waitFor(() => expect(server.to(PATHS.updateClient)).toHaveLength(1));
    expect(server.to(PATHS.updateClient)[0]!.body).toEqual({
      nickname: '小红',
      gender: 'female',
      email: '',
      birthday: '1996/11/11',
      location: '广东省/深圳市',
    });
    await waitFor(() => expect(value('nickname')).toBe('小红'));
    expect(value('gender')).toBe('女');
    expect(flashes('success')).toContain('资料已保存');
  });

  it('lists the points with their change type, signed amount and balance after, and says when there are none', async () => {
    await useAccountLocale('zh-CN');
    serveAccount({
      [PATHS.points]: () => ({
        list: [
          pointRow({ type: 'refund', point: -30, balance: 90, orderNo: 'CP2' }),
          pointRow({ type: 'renewal', point: 50, balance: 120, orderNo: null }),
        ],
        total: 2,
      }),
    });
    renderWithProviders(<AccountCenterPage />);
    const rows = await screen.findAllByTestId('points-row');
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual(['refund', 'renewal']);
    expect(rows[0]!.textContent).toContain('退款');
    expect(rows[0]!.textContent).toContain('-30');
    expect(rows[0]!.textContent).toContain('90');
    expect(rows[0]!.textContent).toContain('CP2');
    expect(rows[1]!.textContent).toContain('续费');
    expect(rows[1]!.textContent).toContain('+50');
    expect(screen.getByTestId('points-balance').textContent).toBe('120');
    cleanup();

    serveAccount({});
    renderWithProviders(<AccountCenterPage />);
    expect((await screen.findByTestId('points-empty')).textContent).toBe('暂无积分记录');
  });
});
