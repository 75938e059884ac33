import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { ShareDialog } from './share-dialog';

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, msg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });

const LINK = { id: 41, phoneId: 5, createdAt: Date.UTC(2026, 0, 1), expiresAt: Date.UTC(2026, 0, 2) };

/** The share-link API of a server where a revoked link is gone from the list. */
function stubServer() {
  const open = new Set<number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.endsWith('/create')) {
        open.add(LINK.id);
        return reply({ ...LINK, code: 'secret', path: '/app/sharePhoneVideo?code=secret' });
      }
      if (path.endsWith('/revoke')) {
        open.delete((JSON.parse(String(init.body)) as { id: number }).id);
        return reply(true);
      }
      if (path.endsWith('/list')) return reply(open.has(LINK.id) ? [LINK] : []);
      return reply(null);
    }),
  );
}

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the share dialog', () => {
  it('shows a link revoked right after creating it as revoked, and no longer among the open ones', async () => {
    stubServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShareDialog phoneId={LINK.phoneId} open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('share-create'));
    await screen.findByTestId('share-link');
    expect(screen.getByTestId('share-created').dataset.state).toBe('open');

    fireEvent.click(screen.getByTestId('share-revoke'));
    fireEvent.click(await screen.findByTestId('share-revoke-confirm'));
    await waitFor(() => expect(screen.getByTestId('share-created').dataset.state).toBe('revoked'));
    expect(screen.getByTestId('share-created').textContent).toContain('此链接已撤销');
    expect(screen.queryByTestId('share-copy')).toBeNull();
    expect(screen.queryByTestId('share-link')).toBeNull();
  });
});
