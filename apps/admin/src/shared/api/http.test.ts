// @vitest-environment jsdom
import { translate } from '@cloudphone/contract';
import { jsonResponse } from '@web/shared/testing/stub-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, useSession } from '../session/session-store';
import { ui } from '../ui/ui-bridge';
import { api, forgetOccupied } from './http';
import { sendFile } from './send';

const REFRESH = '/admin-api/system/auth/refresh-token';

/** The server: `/admin-api/x` answers for the token `valid` only; the refresh rotates to it once. */
function serve({ refreshOk = true, unauthorized = { code: 401, msg: 'Unauthorized' } } = {}) {
  const seen: Array<{ path: string; auth: string | undefined; query: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://console.test');
      const auth = (init.headers as Record<string, string>).Authorization;
      seen.push({ path: parsed.pathname, auth, query: parsed.search, body: init.body });
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (parsed.pathname === REFRESH)
        return refreshOk
          ? jsonResponse({ code: 0, data: { accessToken: 'valid', refreshToken: 'refresh-2', userId: 1, expiresTime: 0 }, msg: '' })
          : jsonResponse({ code: 401, data: null, msg: 'refresh refused' }, 401);
      if (auth !== 'Bearer valid') return jsonResponse({ ...unauthorized, data: null }, 401);
      return jsonResponse({ code: 0, data: parsed.pathname, msg: '' });
    }),
  );
  return seen;
}

beforeEach(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n('en-US');
  useSession.getState().setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
  // As a new sign-in does: an "occupied" answer of an earlier test is forgotten.
  forgetOccupied();
});
afterEach(() => {
  useSession.getState().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the operator's API client", () => {
  it('refreshes once for concurrent 401s, retries each call with the new token and keeps the pair in its own keys', async () => {
    const seen = serve();
    const answers = await Promise.all([api.get('/admin-api/a'), api.get('/admin-api/b'), api.post('/admin-api/c', { x: 1 })]);
    expect(answers).toEqual(['/admin-api/a', '/admin-api/b', '/admin-api/c']);
    const refreshes = seen.filter((s) => s.path === REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.query).toContain('refreshToken=refresh-1');
    expect(
      seen
        .filter((s) => s.auth === 'Bearer valid')
        .map((s) => s.path)
        .sort(),
    ).toEqual(['/admin-api/a', '/admin-api/b', '/admin-api/c']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    // Never the member console's session cookie.
    expect(document.cookie).not.toContain('Admin-Token');
  });

  it('ends the session with "login expired" when the refresh is refused', async () => {
    serve({ refreshOk: false });
    const toast = vi.spyOn(ui, 'toastError').mockImplementation(() => undefined);
    const alert = vi.spyOn(ui, 'alert').mockResolvedValue();
    await expect(api.get('/admin-api/a')).rejects.toMatchObject({ code: 401, handled: true });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(toast).toHaveBeenCalledWith(translate('session.expired', 'en-US'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('signs out with the server’s message, without refreshing, when the account signed in elsewhere', async () => {
    const occupied = translate('session.occupied', 'en-US');
    const seen = serve({ unauthorized: { code: 401, msg: occupied } });
    const toast = vi.spyOn(ui, 'toastError').mockImplementation(() => undefined);
    const alert = vi.spyOn(ui, 'alert').mockResolvedValue();
    const answers = await Promise.allSettled([api.get('/admin-api/a'), api.get('/admin-api/b')]);
    expect(answers.map((a) => a.status === 'rejected' && (a.reason as { code: number }).code)).toEqual([401, 401]);
    expect(seen.filter((s) => s.path === REFRESH)).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]![0].content).toBe(occupied);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('a file sent outside the client (sendFile)', () => {
  const file = () => new File(['x'], 'logo.png', { type: 'image/png' });

  it('goes as multipart part "file" and, on a 401, refreshes once and is sent again with the new token', async () => {
    const seen = serve();
    const { response, body } = await sendFile<string>('/admin-api/upload', 'POST', file());
    expect(response.status).toBe(200);
    expect(body?.data).toBe('/admin-api/upload');
    expect(seen.map((s) => [s.path, s.auth])).toEqual([
      ['/admin-api/upload', 'Bearer stale'],
      [REFRESH, undefined],
      ['/admin-api/upload', 'Bearer valid'],
    ]);
    const sent = seen.at(-1)!.body as FormData;
    expect((sent.get('file') as File).name).toBe('logo.png');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('ends the session and rejects as told when the refresh is refused', async () => {
    serve({ refreshOk: false });
    const toast = vi.spyOn(ui, 'toastError').mockImplementation(() => undefined);
    await expect(sendFile('/admin-api/upload', 'POST', file())).rejects.toMatchObject({
      code: 401,
      handled: true,
      message: translate('session.expired', 'en-US'),
    });
    expect(useSession.getState().token).toBeNull();
    expect(toast).toHaveBeenCalledWith(translate('session.expired', 'en-US'));
  });

  it('rejects with the network message, not yet shown, when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendFile('/admin-api/upload', 'POST', file())).rejects.toMatchObject({
      code: 0,
      handled: false,
      message: 'Network error, please check the connection and try again',
    });
    expect(useSession.getState().token).toBe('stale');
  });
});
