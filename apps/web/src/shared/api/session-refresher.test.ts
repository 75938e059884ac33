import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/stub-fetch';
import { createSessionRefresher } from './session-refresher';

const endpoint = { path: '/admin-api/system/auth/refresh-token', method: 'POST' };

function refresherWith(answer: () => Response, beforeRefresh?: () => void) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
  const storeTokens = vi.fn();
  const refresher = createSessionRefresher({
    endpoint,
    context: () => ({ locale: 'en-US', token: 'a1', channelCode: 'c1' }),
    ...(beforeRefresh ? { beforeRefresh } : {}),
    getToken: () => 'a1',
    readSharedToken: () => 'a1',
    readSharedRefreshToken: () => 'r1',
    storeTokens,
  });
  return { refresher, calls, storeTokens };
}

afterEach(() => vi.unstubAllGlobals());

describe('a console’s session refresher', () => {
  it('asks the console’s endpoint with the refresh token, without the stale bearer, and stores the rotated pair', async () => {
    const { refresher, calls, storeTokens } = refresherWith(() =>
      jsonResponse({ code: 0, data: { accessToken: 'a2', refreshToken: 'r2', userId: 1, expiresTime: 0 }, msg: '' }),
    );
    await expect(refresher.refresh('a1')).resolves.toBe('a2');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${endpoint.path}?refreshToken=r1&clientSource=WEB`);
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en-US');
    expect(headers.Authorization).toBeUndefined();
    expect(storeTokens).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'a2', refreshToken: 'r2' }));
  });

  it('rejects with the server’s message when the refresh is refused, storing nothing', async () => {
    const { refresher, storeTokens } = refresherWith(() => jsonResponse({ code: 401, data: null, msg: 'refresh refused' }, 401));
    await expect(refresher.refresh('a1')).rejects.toThrow('refresh refused');
    expect(storeTokens).not.toHaveBeenCalled();
  });

  it('rejects an answer without a token', async () => {
    const { refresher } = refresherWith(() => jsonResponse({ code: 0, data: null, msg: '' }));
    await expect(refresher.refresh('a1')).rejects.toThrow('refresh failed (200)');
  });

  it('asks nothing when beforeRefresh refuses', async () => {
    const { refresher, calls } = refresherWith(
      () => jsonResponse({ code: 0, data: { accessToken: 'a2', refreshToken: 'r2' }, msg: '' }),
      () => {
        throw new Error('signed in elsewhere');
      },
    );
    await expect(refresher.refresh('a1')).rejects.toThrow('signed in elsewhere');
    expect(calls).toHaveLength(0);
  });
});
