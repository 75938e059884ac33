import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardRedirectToLogin } from '../../../shared/navigation';
import { session } from '../../../shared/session/session-store';
import { closeDialog, useOverlay } from '../../../shared/ui/overlay-store';
import {
  clearFlashes,
  errorOf,
  PATHS,
  refusal,
  renderWithProviders,
  serveAccount,
  typeInto,
  useAccountLocale,
} from '../testing/account-test-kit';
import { DeleteAccountDialog } from './delete-account-dialog';

vi.mock('../../../shared/navigation', async (original) => ({
  ...(await original<object>()),
  hardRedirectToLogin: vi.fn(),
}));

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIVE_PHONES = '您还有 2 台未到期的云手机，云手机到期后才能注销账号';
const submit = () => fireEvent.click(screen.getByTestId('delete-account-submit'));

/** Opens the dialog, has the code sent, types it and ticks "I understand". */
async function fillIn(server: ReturnType<typeof serveAccount>) {
  renderWithProviders(<DeleteAccountDialog open phone="13800138000" onClose={() => undefined} />);
  await screen.findByTestId('delete-account-dialog');
  fireEvent.click(screen.getByTestId('delete-account-send'));
  await waitFor(() => expect(server.to(PATHS.sendCode)).toHaveLength(1));
  typeInto('delete-account-code', '654321');
  fireEvent.click(screen.getByTestId('delete-account-understand'));
}

describe('the delete-account dialog', { timeout: 30_000 }, () => {
  it('says what happens: phones, grants both ways, proxies and uploads deleted, orders kept anonymised, the number free again', async () => {
    await useAccountLocale('zh-CN');
    serveAccount({});
    renderWithProviders(<DeleteAccountDialog open phone="13800138000" onClose={() => undefined} />);
    const statement = (await screen.findByTestId('delete-account-statement')).textContent!;
    for (const words of ['云手机', '授权给他人', '他人授权给您', '代理', '上传的应用和文件', '订单记录按财务要求匿名保留', '重新注册'])
      expect(statement).toContain(words);
    expect(screen.getByTestId('delete-account-sms-to').textContent).toContain('138****8000');
    // Nothing is deleted before "I understand" and a 6-digit code.
    expect((screen.getByTestId('delete-account-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('delete-account-understand'));
    submit();
    expect(errorOf('delete-account-code')).toBe('请输入验证码');
  });

  it("sends the code for scene delete-account and shows the server's refusal in the dialog", async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({ [PATHS.sendCode]: () => null, [PATHS.delete]: () => refusal(1004005020, LIVE_PHONES, 409) });
    await fillIn(server);
    expect(server.to(PATHS.sendCode)[0]!.body).toEqual({ phone: '13800138000', scene: 'delete-account' });
    submit();
    expect((await screen.findByTestId('delete-account-refusal')).textContent).toContain(LIVE_PHONES);
    expect(server.to(PATHS.delete).map((r) => [r.method, r.body])).toEqual([['DELETE', { code: '654321' }]]);
    expect(screen.getByTestId('delete-account-dialog')).toBeTruthy();
    expect(hardRedirectToLogin).not.toHaveBeenCalled();
  });

  it('once deleted, tells the member, then signs out and goes to /login', async () => {
    await useAccountLocale('zh-CN');
    session.get().signIn({ accessToken: 'token-1', refreshToken: 'refresh-1', userId: 7 });
    const server = serveAccount({ [PATHS.sendCode]: () => null, [PATHS.delete]: () => true, [PATHS.logout]: () => true });
    await fillIn(server);
    submit();
    await waitFor(() => expect(useOverlay.getState().dialogs.map((d) => d.testId)).toEqual(['account-deleted-confirm']));
    expect(hardRedirectToLogin).not.toHaveBeenCalled();
    closeDialog(useOverlay.getState().dialogs[0]!.id, true);
    await waitFor(() => expect(hardRedirectToLogin).toHaveBeenCalled());
    expect(session.get().token).toBeNull();
    expect(server.to(PATHS.logout)).toHaveLength(1);
  });
});
