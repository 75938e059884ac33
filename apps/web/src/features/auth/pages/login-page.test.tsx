import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/session/session-store';
import { renderLogin, setUpLoginTests } from './login-test-kit';

const json = (data: unknown, code = 0, status = 200) =>
  new Response(JSON.stringify({ code, data, msg: code ? '手机号或密码不正确' : '' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function stubServer(loginStatus: 'ok' | 'bad') {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/front/logo'))
        return json({
          text: '云手机',
          main: '',
          logo: '',
          leftBg: '',
          welcomeText: '欢迎',
          loginWay: 'phone',
          registerType: 'phone',
          socialProviders: [],
        });
      if (url.includes('/front/global-config')) return json({ notNeedMenus: [], captchaEnabled: false });
      if (url.includes('/auth/login'))
        return loginStatus === 'ok'
          ? json({ accessToken: 'acc', refreshToken: 'ref', userId: 9, expiresTime: 0 })
          : json(null, 1004003000, 400);
      return json(null);
    }),
  );
  return calls;
}

/** The form waits for the global config to know whether the captcha is on (here it is off). */
const configLoaded = () => waitFor(() => expect(screen.queryByTestId('captcha-image')).toBeNull());

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

setUpLoginTests();

describe('LoginPage (password tab)', () => {
  it('validates on submit and refuses sign-in until the protocols are agreed', async () => {
    const calls = stubServer('ok');
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByTestId('agree-error').textContent).toBe('请先阅读并同意用户协议、隐私政策、第三方共享清单和儿童个人信息保护规则');
    fill('phone-input', '13800138000');
    fill('password-input', 'Demo@2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.url.includes('/auth/login'))).toBe(false);
  });

  it('validates the phone on blur', async () => {
    stubServer('ok');
    renderLogin();
    fill('phone-input', '12345');
    fireEvent.blur(screen.getByTestId('phone-input'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('signs in, stores the session and goes to the redirect target', async () => {
    const calls = stubServer('ok');
    renderLogin();
    await configLoaded();
    fill('phone-input', '13800138000');
    fill('password-input', 'Demo@2026');
    fireEvent.click(screen.getByTestId('agree-checkbox'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/index?a=1');
    expect(calls.find((c) => c.url.includes('/auth/login'))?.body).toEqual({
      phone: '13800138000',
      password: 'Demo@2026',
      channelCode: 'default',
    });
    expect(useSession.getState().token).toBe('acc');
    expect(localStorage.getItem('refresh-token')).toBe('ref');
    expect(localStorage.getItem('user-id')).toBe('9');
  });

  it('shows the server message in the form when sign-in fails, and sets no session', async () => {
    stubServer('bad');
    renderLogin();
    await configLoaded();
    fill('phone-input', '13800138000');
    fill('password-input', 'wrong');
    fireEvent.click(screen.getByTestId('agree-checkbox'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('手机号或密码不正确');
    expect(useSession.getState().token).toBeNull();
  });
});
