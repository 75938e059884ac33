import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entry, PATHS, renderWithProviders, serveSettings, useSettingsLocale } from '../testing/settings-test-kit';
import { CustomerPage } from './customer-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HELP = 'https://help.example.com/center';
/** The global config is read once per page load: this file's pages all see a help centre. */
const config = () => ({ notNeedMenus: [], captchaEnabled: false, helpCenterUrl: HELP });

describe('the customer service page', { timeout: 30_000 }, () => {
  it('asks for the group contact (type 2, 1 entry) and the contact list (10 entries), and shows the join button with its link', async () => {
    await useSettingsLocale('zh-CN');
    const server = serveSettings({
      [PATHS.config]: config,
      [PATHS.customerService]: (query) =>
        query.type === '2'
          ? { list: [entry(9, { type: 2, name: '官方用户群', link: 'https://chat.example.com/join/abc' })], total: 1 }
          : { list: [entry(1, { weChatContact: 'cloudphone-kf' })], total: 1 },
    });
    renderWithProviders(<CustomerPage />);
    const join = await screen.findByTestId('customer-group-join');
    expect(join.getAttribute('href')).toBe('https://chat.example.com/join/abc');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('customer-group').textContent).toContain('官方用户群');
    expect(server.to(PATHS.customerService)).toEqual(
      expect.arrayContaining([
        { pageNo: '1', pageSize: '1', type: '2' },
        { pageNo: '1', pageSize: '10', type: '1' },
      ]),
    );
    expect((await screen.findByTestId('customer-contact-wechat')).textContent).toBe('cloudphone-kf');
    expect(screen.getByTestId('customer-help-center-link').getAttribute('href')).toBe(HELP);
  });

  it('sanitises the contacts’ HTML: a <script> or an event handler never reaches the page', async () => {
    await useSettingsLocale('zh-CN');
    serveSettings({
      [PATHS.config]: config,
      [PATHS.customerService]: (query) =>
        query.type === '2'
          ? { list: [], total: 0 }
          : {
              list: [
                entry(1, {
                  htmlCode: '<p>工作时间 9:00-18:00</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
                }),
              ],
              total: 1,
            },
    });
    renderWithProviders(<CustomerPage />);
    const html = await screen.findByTestId('customer-contact-html');
    expect(html.textContent).toContain('工作时间 9:00-18:00');
    expect(html.querySelector('script')).toBeNull();
    expect(html.innerHTML).not.toContain('onerror');
    expect(html.innerHTML).not.toContain('hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('hides the group contact line when it has no link, and says so when there are no contacts', async () => {
    await useSettingsLocale('en-US');
    serveSettings({
      [PATHS.config]: config,
      [PATHS.customerService]: (query) =>
        query.type === '2' ? { list: [entry(9, { type: 2, name: 'Group', link: null })], total: 1 } : { list: [], total: 0 },
    });
    renderWithProviders(<CustomerPage />);
    await waitFor(() => expect(screen.getByTestId('customer-page').getAttribute('data-state')).toBe('ready'));
    expect(screen.queryByTestId('customer-group')).toBeNull();
    expect(within(screen.getByTestId('customer-contacts')).getByTestId('customer-empty').textContent).toBe(
      'No customer service contacts yet',
    );
  });
});
