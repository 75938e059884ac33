import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { setNavigator } from '../../shared/navigation';
import { useSession } from '../../shared/session/session-store';
import { useOverlay } from '../../shared/ui/overlay-store';
import { useMenuStore } from './menu/menu-store';
import { useSessionBootstrap } from './use-session-bootstrap';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MEMBER = {
  user: { userId: 7, id: 7, phone: '13800138000', nickname: '', avatar: '', avatarList: [], introduction: '' },
  roles: [],
  permissions: ['phone:list'],
};

/** A server answering by path; every call is recorded. */
function stubServer(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(path);
      return (answers[path] ?? (() => reply({ code: 0, data: null, msg: '' })))();
    }),
  );
  return calls;
}

function Bootstrap() {
  useSessionBootstrap();
  return null;
}
const renderBootstrap = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Bootstrap />
    </QueryClientProvider>,
  );

const flashes = () => useOverlay.getState().flashes.map((f) => `${f.tone}:${f.text}`);
let navigated: string[] = [];

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
});
beforeEach(() => {
  navigated = [];
  setNavigator((to) => navigated.push(to));
  useSession.getState().signIn({ accessToken: 'access', refreshToken: 'refresh', userId: 7 });
  useMenuStore.setState({ status: 'idle' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

const signedOut = () => {
  const s = useSession.getState();
  return { token: s.token, refreshToken: s.refreshToken, userId: s.userId };
};

describe('loading the session on the first navigation', () => {
  it('signs out, shows the message and goes to /login when the member cannot be loaded', async () => {
    const calls = stubServer({ '/getInfo': () => reply({ code: 1002000000, data: null, msg: '账号状态异常' }) });
    renderBootstrap();
    await waitFor(() => expect(navigated).toEqual(['/login']));
    expect(calls).toContain('/app-api/member/auth/logout');
    expect(signedOut()).toEqual({ token: null, refreshToken: null, userId: null });
    expect(flashes()).toEqual(['error:账号状态异常']);
  });

  it('signs out the same way when the routes cannot be loaded', async () => {
    const calls = stubServer({
      '/getInfo': () => reply({ code: 0, data: MEMBER, msg: '' }),
      '/getRouters': () => reply({ code: 500, data: null, msg: '菜单服务异常' }, 500),
    });
    useMenuStore.getState().load(MEMBER.permissions);
    await waitFor(() => expect(navigated).toEqual(['/login']));
    expect(calls).toContain('/app-api/member/auth/logout');
    expect(signedOut()).toEqual({ token: null, refreshToken: null, userId: null });
    expect(flashes()).toEqual(['error:菜单服务异常']);
  });
});
