import { errorCatalogue, frontApi, memberAuthApi, subAccountsApi } from '@cloudphone/contract';
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

/**
 * The add dialog's consent code with the image captcha on, as on the sign-in pages: the answer
 * goes with the send, and every captcha is used once. (A file of its own: the global config is read
 * once per page.)
 */
const PATHS = {
  page: subAccountsApi.endpoints.subPage.path,
  find: subAccountsApi.endpoints.queryMemberByPhone.path,
  config: frontApi.endpoints.globalConfig.path,
  captcha: memberAuthApi.endpoints.captchaImage.path,
  sendCode: memberAuthApi.endpoints.sendSmsCode.path,
};
const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(send: Parameters<typeof serveKeyAccount>[0][string]) {
  const server = serveKeyAccount({
    [PATHS.page]: () => ({ list: [], total: 0 }),
    [PATHS.config]: () => ({ notNeedMenus: [], captchaEnabled: true }),
    [PATHS.captcha]: (_request, calls) => ({ uuid: `uuid-${calls}`, img: IMAGE, enabled: true }),
    [PATHS.find]: () => ({ id: 21, phone: '13800000001', nickname: '小王', status: 0 }),
    [PATHS.sendCode]: send,
  });
  return server;
}

async function openConsent() {
  renderKeyAccount('/keyAccount?tab=accounts'); // no sub-accounts yet: straight to the enterprise screen
  fireEvent.click(await screen.findByTestId('sub-account-add'));
  const dialog = await screen.findByTestId('sub-account-add-dialog');
  typeInto('sub-account-add-phone', '13800000001');
  fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));
  await within(dialog).findByTestId('sub-account-consent');
  const image = within(dialog).getByTestId('sub-account-add-captcha-image');
  await waitFor(() => expect(image.getAttribute('data-uuid')).toBe('uuid-1'));
  return { dialog, image };
}

describe('the consent code behind the image captcha', { timeout: 30_000 }, () => {
  it('asks for the captcha first, then sends it with the code request and takes a new captcha', async () => {
    const server = serve(() => null);
    const { dialog, image } = await openConsent();
    expect(image.querySelector('img')?.getAttribute('src')).toBe(IMAGE);

    fireEvent.click(within(dialog).getByTestId('sub-account-add-send'));
    await waitFor(() => expect(dialog.textContent).toContain('请输入图形验证码'));
    expect(server.to(PATHS.sendCode)).toEqual([]);

    typeInto('sub-account-add-captcha', ' k7pq ');
    fireEvent.click(within(dialog).getByTestId('sub-account-add-send'));
    await waitFor(() =>
      expect(server.to(PATHS.sendCode).map((r) => r.body)).toEqual([
        { phone: '13800000001', scene: 'paternity', code: 'k7pq', uuid: 'uuid-1' },
      ]),
    );
    expect(flashes()).toContain('验证码已发送');
    // Each captcha is single-use: the answer is cleared and a new image is fetched.
    await waitFor(() => expect(image.getAttribute('data-uuid')).toBe('uuid-2'));
    expect((within(dialog).getByTestId('sub-account-add-captcha') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong captcha under the captcha, sends no code, and lets the member try again', async () => {
    const server = serve(() => refusal(errorCatalogue.CAPTCHA_INVALID.code, '图形验证码错误或已过期', 400));
    const { dialog, image } = await openConsent();
    typeInto('sub-account-add-captcha', 'zzzz');
    const send = within(dialog).getByTestId('sub-account-add-send') as HTMLButtonElement;
    fireEvent.click(send);
    await waitFor(() => expect(dialog.textContent).toContain('图形验证码错误或已过期'));
    expect(server.to(PATHS.sendCode)).toHaveLength(1);
    expect(within(dialog).queryByTestId('sub-account-add-send-error')).toBeNull();
    expect(send.textContent).toBe('获取验证码');
    await waitFor(() => expect(image.getAttribute('data-uuid')).toBe('uuid-2'));
    // Clicking the image asks for another.
    fireEvent.click(image);
    await waitFor(() => expect(image.getAttribute('data-uuid')).toBe('uuid-3'));
  });
});
