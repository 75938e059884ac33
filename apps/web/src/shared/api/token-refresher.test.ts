import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './token-refresher';

describe('token refresher across tabs', () => {
  it('adopts a token another tab already stored instead of reusing the (rotated) refresh token', async () => {
    const callRefresh = vi.fn();
    const storeTokens = vi.fn();
    const refresher = createTokenRefresher({
      callRefresh,
      getToken: () => 'stale', // this tab still holds the old one
      readSharedToken: () => 'fresh-from-tab-b',
      readSharedRefreshToken: () => 'r2',
      storeTokens,
    });
    await expect(refresher.refresh('stale')).resolves.toBe('fresh-from-tab-b');
    expect(callRefresh).not.toHaveBeenCalled();
    expect(storeTokens).toHaveBeenCalledWith({ accessToken: 'fresh-from-tab-b', refreshToken: 'r2' });
  });

  it('runs the refresh inside a Web Lock when the browser has one', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<string>) => callback());
    const refresher = createTokenRefresher({
      callRefresh: async () => ({ accessToken: 'a2', refreshToken: 'r2' }),
      getToken: () => 'a1',
      readSharedToken: () => 'a1',
      readSharedRefreshToken: () => 'r1',
      storeTokens: vi.fn(),
      locks: { request } as unknown as Pick<LockManager, 'request'>,
    });
    await expect(refresher.refresh('a1')).resolves.toBe('a2');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('cloudphone:token-refresh');
  });

  it('fails without a refresh token, and a later call may try again', async () => {
    let refreshToken: string | null = null;
    const refresher = createTokenRefresher({
      callRefresh: async () => ({ accessToken: 'a2', refreshToken: 'r2' }),
      getToken: () => 'a1',
      readSharedToken: () => 'a1',
      readSharedRefreshToken: () => refreshToken,
      storeTokens: vi.fn(),
    });
    await expect(refresher.refresh('a1')).rejects.toThrow('no refresh token');
    refreshToken = 'r1';
    await expect(refresher.refresh('a1')).resolves.toBe('a2');
  });
});
