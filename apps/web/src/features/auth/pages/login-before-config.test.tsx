import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderLogin, setUpLoginTests } from './login-test-kit';

// A file of its own: the site's config is read once per page load, and here it must still be on its way.

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, msg: '' }), { headers: { 'content-type': 'application/json' } });

setUpLoginTests();

it('holds a sign-in submitted before the site config says whether the captcha is on, and sends it once it does', async () => {
  let releaseConfig = () => {};
  const config = new Promise<void>((resolve) => (releaseConfig = resolve));
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') posts.push(url);
      if (url.includes('/front/global-config')) {
        await config;
        return json({ notNeedMenus: [], captchaEnabled: false });
      }
      if (url.includes('/captcha/captchaImage')) return json({ enabled: false });
      if (url.includes('/auth/login')) return json({ accessToken: 'acc', refreshToken: 'ref', userId: 9, expiresTime: 0 });
      return json(null);
    }),
  );
  renderLogin('/login');
  fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '13800138000' } });
  fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'Demo@2026' } });
  fireEvent.click(screen.getByTestId('agree-checkbox'));
  fireEvent.click(screen.getByTestId('login-submit'));

  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(posts).toEqual([]);
  // Not refused either: no error for a captcha that may never be shown.
  expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual([]);

  releaseConfig();
  // Signed in: the page left /login for the console.
  expect((await screen.findByTestId('where')).textContent).toBe('/');
  expect(posts.filter((url) => url.includes('/auth/login'))).toHaveLength(1);
});
