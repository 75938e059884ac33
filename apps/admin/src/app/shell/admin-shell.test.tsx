import { dictDataAdminApi, dictTypeAdminApi, feedbackAdminApi, operatorAuthApi, operatorSessionApi } from '@cloudphone/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/session/session-store';
import { consoleForEachTest, jsonResponse, serveApi, signInAs } from '../../test/admin-test-kit';
import { App } from '../app';
import { createQueryClient } from '../providers';

const PATHS = {
  info: operatorSessionApi.endpoints.permissionInfo.path,
  logout: operatorSessionApi.endpoints.logout.path,
  refresh: operatorAuthApi.endpoints.refresh.path,
  feedback: feedbackAdminApi.endpoints.page.path,
  leads: feedbackAdminApi.endpoints.leadPage.path,
  dictTypes: dictTypeAdminApi.endpoints.optionSelect.path,
  dictData: dictDataAdminApi.endpoints.list.path,
  dictTypePage: dictTypeAdminApi.endpoints.list.path,
};
const profile = (permissions: string[], roles: string[] = []) => ({
  user: { id: 7, username: 'ops1', nickname: 'Ops one' },
  roles,
  permissions,
});
const empty = () => ({ list: [], total: 0 });

function open(url: string) {
  window.history.replaceState(null, '', url);
  render(<App queryClient={createQueryClient()} />);
}

consoleForEachTest();

describe('the signed-in shell', () => {
  it('sends a visitor without a session to sign-in, remembering the page', async () => {
    serveApi({ '/app-api/member/captcha/captchaImage': () => ({ enabled: false, uuid: '', img: '' }) });
    open('/admin/leads?replied=false');
    await screen.findByTestId('sign-in-submit');
    expect(window.location.pathname + window.location.search).toBe(`/admin/login?redirect=${encodeURIComponent('/leads?replied=false')}`);
  });

  it('lists only the screens the operator may open, and refuses the others by address', async () => {
    signInAs([]);
    serveApi({ [PATHS.info]: () => profile(['system:feedback:query']), [PATHS.feedback]: empty });
    open('/admin/');
    await screen.findByTestId('feedback-list');
    expect(window.location.pathname).toBe('/admin/feedback');
    expect(screen.getByTestId('menu-feedback')).toBeTruthy();
    expect(screen.queryByTestId('menu-leads')).toBeNull();
    expect(screen.getByTestId('operator-name').textContent).toBe('Ops one');
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Customer service');
  });

  it('names a detail page by its own title, under its list in the breadcrumb, which leads back to the list', async () => {
    signInAs([]);
    serveApi({
      [PATHS.info]: () => profile(['system:dict:query']),
      [PATHS.dictTypes]: () => [],
      [PATHS.dictData]: empty,
      [PATHS.dictTypePage]: empty,
    });
    open('/admin/dicts/sys_user_sex');
    await screen.findByTestId('dict-data-list');
    const crumbs = screen.getByTestId('breadcrumb');
    expect([...crumbs.querySelectorAll('.ant-breadcrumb-link')].map((c) => c.textContent)).toEqual([
      'System',
      'Dictionaries',
      'Dictionary entries',
    ]);
    expect(screen.getByTestId('page-title').textContent).toBe('Dictionary entries');
    expect(document.title).toContain('Dictionary entries');
    // The list's own menu item stays selected for its detail.
    expect(screen.getByTestId('menu-dicts').closest('li')!.className).toContain('ant-menu-item-selected');
    fireEvent.click(within(crumbs).getByText('Dictionaries'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Dictionaries'));
    expect(window.location.pathname).toBe('/admin/dicts');
  });

  it('shows "forbidden" for a screen without its permission, "not found" for an unknown path', async () => {
    signInAs([]);
    const server = serveApi({ [PATHS.info]: () => profile(['system:feedback:query']), [PATHS.feedback]: empty, [PATHS.leads]: empty });
    open('/admin/leads');
    expect(await screen.findByTestId('page-forbidden')).toBeTruthy();
    expect(server.to(PATHS.leads)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('menu-feedback'));
    await screen.findByTestId('feedback-list');
    window.history.pushState(null, '', '/admin/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByTestId('page-not-found')).toBeTruthy();
  });

  it('tells an operator without any role that there is nothing to open', async () => {
    signInAs([]);
    serveApi({ [PATHS.info]: () => profile([]) });
    open('/admin/');
    expect(await screen.findByTestId('page-no-screens')).toBeTruthy();
    expect(screen.queryByTestId('menu-feedback')).toBeNull();
  });

  it('signs out on the server and here, and shows the sign-in page', async () => {
    signInAs([]);
    const server = serveApi({
      [PATHS.info]: () => profile(['*:*:*'], ['admin']),
      [PATHS.feedback]: empty,
      [PATHS.logout]: () => true,
      '/app-api/member/captcha/captchaImage': () => ({ enabled: false, uuid: '', img: '' }),
    });
    open('/admin/feedback');
    fireEvent.click(await screen.findByTestId('operator-menu'));
    fireEvent.click(await screen.findByTestId('sign-out'));
    await screen.findByTestId('sign-in-submit');
    expect(server.to(PATHS.logout)).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('goes back to sign-in when the session cannot be refreshed', async () => {
    signInAs([]);
    serveApi({
      [PATHS.info]: () => jsonResponse({ code: 401, data: null, msg: 'Unauthorized' }, 401),
      [PATHS.refresh]: () => jsonResponse({ code: 401, data: null, msg: 'refresh refused' }, 401),
      '/app-api/member/captcha/captchaImage': () => ({ enabled: false, uuid: '', img: '' }),
    });
    open('/admin/feedback');
    await screen.findByTestId('sign-in-submit');
    await waitFor(() => expect(window.location.search).toBe(`?redirect=${encodeURIComponent('/feedback')}`));
    expect(useSession.getState().token).toBeNull();
  });
});
