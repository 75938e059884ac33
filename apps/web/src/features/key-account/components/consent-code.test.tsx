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

/** The add dialog's consent step (decision 025), with the image captcha off. */
const PATHS = {
  page: subAccountsApi.endpoints.subPage.path,
  find: subAccountsApi.endpoints.queryMemberByPhone.path,
  add: subAccountsApi.endpoints.add.path,
  config: frontApi.endpoints.globalConfig.path,
  captcha: memberAuthApi.endpoints.captchaImage.path,
  sendCode: memberAuthApi.endpoints.sendSmsCode.path,
  times: memberAuthApi.endpoints.smsCodeTimes.path,
};
const WANG = { id: 21, phone: '13800000001', nickname: '小王', status: 0 };

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Opens the add dialog and finds `account` by its number; answers the found card. */
async function findAccount(handlers: Parameters<typeof serveKeyAccount>[0], account: typeof WANG = WANG) {
  const server = serveKeyAccount({
    [PATHS.page]: () => ({ list: [], total: 0 }),
    [PATHS.config]: () => ({ notNeedMenus: [], captchaEnabled: false }),
    [PATHS.find]: () => account,
    ...handlers,
  });
  renderKeyAccount('/keyAccount?tab=accounts'); // no sub-accounts yet: straight to the enterprise screen
  fireEvent.click(await screen.findByTestId('sub-account-add'));
  const dialog = await screen.findByTestId('sub-account-add-dialog');
  typeInto('sub-account-add-phone', account.phone);
  fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));
  return { server, dialog };
}

describe("the add dialog's consent code", { timeout: 30_000 }, () => {
  it('says the holder must agree, sends the code to its phone, then counts down 60 s before offering again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { server, dialog } = await findAccount({ [PATHS.sendCode]: () => null });
    const consent = await within(dialog).findByTestId('sub-account-consent');
    expect(consent.textContent).toContain('需要持有人同意');
    expect(consent.textContent).toContain('13800000001');
    // Captcha off: no captcha field, none sent.
    expect(within(dialog).queryByTestId('sub-account-add-captcha')).toBeNull();

    const send = within(dialog).getByTestId('sub-account-add-send') as HTMLButtonElement;
    expect(send.textContent).toBe('获取验证码');
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('60 秒后重新获取'));
    expect(server.to(PATHS.sendCode).map((r) => r.body)).toEqual([{ phone: '13800000001', scene: 'paternity' }]);
    expect(flashes()).toContain('验证码已发送');
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    expect(server.to(PATHS.sendCode)).toHaveLength(1);

    vi.setSystemTime(Date.now() + 61_000);
    await waitFor(() => expect(send.textContent).toBe('获取验证码'));
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(server.to(PATHS.sendCode)).toHaveLength(2));
  });

  it('asks for the 6-digit code before adding, and adds nothing without it', async () => {
    const { server, dialog } = await findAccount({ [PATHS.add]: () => WANG.id });
    const confirm = await within(dialog).findByTestId('sub-account-add-confirm');
    fireEvent.click(confirm);
    expect((await within(dialog).findByTestId('sub-account-add-code-error')).textContent).toBe('请输入验证码');
    typeInto('sub-account-add-code', '12a4');
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByTestId('sub-account-add-code-error').textContent).toBe('验证码为 6 位数字'));
    expect(server.to(PATHS.add)).toEqual([]);

    typeInto('sub-account-add-code', ' 104729 ');
    await waitFor(() => expect(within(dialog).queryByTestId('sub-account-add-code-error')).toBeNull());
    fireEvent.keyDown(within(dialog).getByTestId('sub-account-add-code'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.to(PATHS.add).map((r) => r.body)).toEqual([{ phone: '13800000001', code: '104729' }]));
  });

  it('shows a refused send in the dialog and does not count down', async () => {
    const { server, dialog } = await findAccount({
      [PATHS.sendCode]: () => refusal(errorCatalogue.SMS_DAILY_LIMIT.code, '今日获取验证码次数已达上限，请明日重试', 429),
    });
    const send = (await within(dialog).findByTestId('sub-account-add-send')) as HTMLButtonElement;
    fireEvent.click(send);
    expect((await within(dialog).findByTestId('sub-account-add-send-error')).textContent).toContain(
      '今日获取验证码次数已达上限，请明日重试',
    );
    expect(send.textContent).toBe('获取验证码');
    expect(send.disabled).toBe(false);
    expect(flashes()).not.toContain('验证码已发送');
    expect(server.to(PATHS.add)).toEqual([]);
  });

  it('shows a wrong code refused by the server, keeps the dialog and the list as they were', async () => {
    const { server, dialog } = await findAccount({
      [PATHS.add]: () => refusal(errorCatalogue.SMS_CODE_INVALID.code, '验证码不正确', 400),
    });
    await within(dialog).findByTestId('sub-account-add-code');
    typeInto('sub-account-add-code', '000000');
    fireEvent.click(within(dialog).getByTestId('sub-account-add-confirm'));
    await waitFor(() => expect(flashes()).toContain('验证码不正确'));
    expect(screen.getByTestId('sub-account-add-dialog')).toBeTruthy();
    expect((screen.getByTestId('sub-account-add-code') as HTMLInputElement).value).toBe('000000');
    expect(server.to(PATHS.page)).toHaveLength(1);
  });

  it('offers no code for a disabled account: it says so and nothing can be sent or added', async () => {
    const { server, dialog } = await findAccount({}, { ...WANG, status: 1 });
    expect((await within(dialog).findByTestId('sub-account-add-disabled')).textContent).toContain('该账号已被禁用');
    expect(within(dialog).queryByTestId('sub-account-consent')).toBeNull();
    expect(within(dialog).queryByTestId('sub-account-add-confirm')).toBeNull();
    expect(server.to(PATHS.sendCode)).toEqual([]);
  });

  it('forgets the code when another number is typed', async () => {
    const { dialog } = await findAccount({});
    await within(dialog).findByTestId('sub-account-add-code');
    typeInto('sub-account-add-code', '482913');
    typeInto('sub-account-add-phone', '13800000002');
    expect(within(dialog).queryByTestId('sub-account-add-code')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('sub-account-add-find'));
    await within(dialog).findByTestId('sub-account-consent');
    expect((within(dialog).getByTestId('sub-account-add-code') as HTMLInputElement).value).toBe('');
  });
});
