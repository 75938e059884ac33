import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFlashes,
  errorOf,
  flashes,
  PATHS,
  refusal,
  renderWithProviders,
  serveAccount,
  typeInto,
  useAccountLocale,
} from '../testing/account-test-kit';
import { PasswordDialog } from './password-dialog';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByTestId('password-submit'));
const open = () => renderWithProviders(<PasswordDialog open phone="13800138000" onClose={() => undefined} />);

describe('the change-password dialog', { timeout: 30_000 }, () => {
  it('asks for 8 to 20 letters and digits, and a matching confirmation (两次输入的密码不一致)', async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({});
    open();
    await screen.findByTestId('password-dialog');
    submit();
    expect(errorOf('password-oldPassword')).toBe('请输入密码');
    expect(errorOf('password-newPassword')).toBe('请输入密码');
    expect(errorOf('password-confirmPassword')).toBe('请再次输入密码');

    typeInto('password-oldPassword', 'Demo@2026');
    typeInto('password-newPassword', 'onlyletters');
    typeInto('password-confirmPassword', 'onlyletters');
    submit();
    expect(errorOf('password-newPassword')).toBe('请输入 8-20 位字母和数字组合');
    typeInto('password-newPassword', 'Abc12345!');
    submit();
    expect(errorOf('password-newPassword')).toBe('请输入 8-20 位字母和数字组合');

    typeInto('password-newPassword', 'Abc12345');
    typeInto('password-confirmPassword', 'Abc123456');
    submit();
    expect(errorOf('password-newPassword')).toBeNull();
    expect(errorOf('password-confirmPassword')).toBe('两次输入的密码不一致');
    expect(server.to(PATHS.updatePassword)).toHaveLength(0);

    await useAccountLocale('en-US');
    submit();
    expect(errorOf('password-confirmPassword')).toBe('The two passwords do not match');
  });

  it('changes it with the current password and says other devices were signed out', async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({ [PATHS.updatePassword]: () => true });
    const onClose = vi.fn();
    renderWithProviders(<PasswordDialog open phone="13800138000" onClose={onClose} />);
    await screen.findByTestId('password-dialog');
    typeInto('password-oldPassword', 'Demo@2026');
    typeInto('password-newPassword', 'Abc12345');
    typeInto('password-confirmPassword', 'Abc12345');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to(PATHS.updatePassword).map((r) => [r.method, r.body])).toEqual([
      ['PUT', { oldPassword: 'Demo@2026', newPassword: 'Abc12345', confirmPassword: 'Abc12345' }],
    ]);
    expect(flashes('success')).toEqual(['密码已修改，其他设备上的登录已全部退出']);
  });

  it("shows the server's refusal in the dialog (a wrong current password)", async () => {
    await useAccountLocale('zh-CN');
    serveAccount({ [PATHS.updatePassword]: () => refusal(1004005001, '原密码不正确') });
    open();
    await screen.findByTestId('password-dialog');
    typeInto('password-oldPassword', 'wrong-one');
    typeInto('password-newPassword', 'Abc12345');
    typeInto('password-confirmPassword', 'Abc12345');
    submit();
    expect((await screen.findByTestId('password-refusal')).textContent).toContain('原密码不正确');
    expect(screen.getByTestId('password-dialog')).toBeTruthy();
  });

  it("proves it with an SMS code sent to the member's phone (scene reset-password) instead", async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({ [PATHS.sendCode]: () => null, [PATHS.updatePassword]: () => true });
    open();
    const dialog = await screen.findByTestId('password-dialog');
    fireEvent.click(within(dialog).getByTestId('password-tab-sms'));
    expect((await screen.findByTestId('password-sms-to')).textContent).toContain('138****8000');
    typeInto('password-newPassword', 'Abc12345');
    typeInto('password-confirmPassword', 'Abc12345');
    submit();
    expect(errorOf('password-code')).toBe('请输入验证码');
    fireEvent.click(screen.getByTestId('password-send'));
    await waitFor(() => expect(server.to(PATHS.sendCode)).toHaveLength(1));
    expect(server.to(PATHS.sendCode)[0]!.body).toEqual({ phone: '13800138000', scene: 'reset-password' });
    typeInto('password-code', '123456');
    submit();
    await waitFor(() => expect(server.to(PATHS.updatePassword)).toHaveLength(1));
    expect(server.to(PATHS.updatePassword)[0]!.body).toEqual({ code: '123456', newPassword: 'Abc12345', confirmPassword: 'Abc12345' });
  });
});
