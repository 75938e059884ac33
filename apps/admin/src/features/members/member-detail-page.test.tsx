import { translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs } from '../../test/admin-test-kit';
import MemberDetailPage from './member-detail-page';
import { DETAIL, PATHS, QUERY, UPDATE } from './members-test-data';

const renderDetail = (id = '3') => renderPage(<MemberDetailPage />, { url: `/members/${id}`, path: '/members/:id' });

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('the member detail', () => {
  it('shows the profile and every section, linking phones to the fleet and orders to their detail', async () => {
    signInAs([QUERY, UPDATE]);
    const server = serveApi({ [PATHS.get]: () => DETAIL });
    renderDetail();
    const detail = await screen.findByTestId('member-detail');
    expect(server.to(PATHS.get)[0]!.query).toEqual({ id: '3' });
    expect(within(detail).getByText('13700137000 #3')).toBeTruthy();
    const profile = screen.getByTestId('member-profile');
    expect(within(profile).getByText('Shanghai')).toBeTruthy();
    expect(within(profile).getByText('Female')).toBeTruthy();
    expect(within(profile).getByText('13900139000 #9').getAttribute('href')).toBe('/members/9');

    const phones = screen.getByTestId('member-phones');
    expect(screen.getByTestId('phone-CP00000031').getAttribute('href')).toBe('/fleet/phones?owlId=CP00000031');
    expect(within(phones).getByText('Running')).toBeTruthy();
    expect(within(phones).getByText('Maintenance')).toBeTruthy();
    expect(within(phones).getByText('App trial')).toBeTruthy();
    expect(within(phones).getByText('Android 12 · RK3588')).toBeTruthy();
    // Only the phone past its expiry is marked.
    expect(within(phones).getAllByText('Expired')).toHaveLength(1);
    expect(screen.getByTestId('member-fleet-link').getAttribute('href')).toBe('/fleet/phones?memberId=3');

    const orders = screen.getByTestId('member-orders');
    expect(screen.getByTestId('order-CP203002030001').getAttribute('href')).toBe('/orders/CP203002030001');
    expect(within(orders).getByText('¥39.80')).toBeTruthy();
    expect(within(orders).getByText('−¥10.00')).toBeTruthy();
    expect(within(orders).getByText('Refunded')).toBeTruthy();
    expect(within(orders).getByText('VIP 8-core · 3 mo')).toBeTruthy();

    const given = screen.getByTestId('member-grantsGiven');
    expect(within(given).getByText('13600136000 #12').getAttribute('href')).toBe('/members/12');
    expect(within(given).getByText('Operate')).toBeTruthy();
    expect(within(screen.getByTestId('member-grantsReceived')).getByText('No phones shared with the member')).toBeTruthy();
    expect(within(screen.getByTestId('member-subAccounts')).getByText('Disabled by owner')).toBeTruthy();

    const logins = screen.getByTestId('member-logins');
    expect(within(logins).getByText('SMS code')).toBeTruthy();
    expect(within(logins).getByText('Password reset')).toBeTruthy();
    expect(within(logins).getByText('Not ended')).toBeTruthy();
    expect(within(logins).getByText('10.0.0.8')).toBeTruthy();
  });

  it('disables the member from the detail after asking, and reloads it', async () => {
    signInAs([QUERY, UPDATE]);
    const server = serveApi({ [PATHS.get]: () => DETAIL, [PATHS.status]: () => true });
    renderDetail();
    fireEvent.click(await screen.findByTestId('disable-3'));
    await screen.findAllByText('Disable member 13700137000?');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(PATHS.status)[0]).toMatchObject({ body: { id: 3, status: 1 } }));
    await waitFor(() => expect(server.to(PATHS.get)).toHaveLength(2));
  });

  it('hides the actions without member:member:update', async () => {
    signInAs([QUERY]);
    serveApi({ [PATHS.get]: () => DETAIL });
    renderDetail();
    await screen.findByTestId('member-detail');
    for (const id of ['disable-3', 'enable-3', 'reset-3']) expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('says so when the member does not exist, and for an ID that is not one', async () => {
    signInAs([QUERY]);
    const missing = translate('memberAdmin.notFound', 'en-US');
    const server = serveApi({ [PATHS.get]: () => refusal(1004001000, missing, 404) });
    renderDetail('77');
    expect((await screen.findByTestId('member-error')).textContent).toContain(missing);
    resetConsole();
    setUpConsole('en-US');
    signInAs([QUERY]);
    renderDetail('abc');
    expect((await screen.findByTestId('member-error')).textContent).toContain('The member does not exist');
    expect(server.to(PATHS.get)).toHaveLength(1);
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs([QUERY]);
    serveApi({ [PATHS.get]: () => DETAIL });
    renderDetail();
    await screen.findByTestId('member-detail');
    expect(screen.getByText('基本资料')).toBeTruthy();
    expect(screen.getByText('云手机 (2)')).toBeTruthy();
    expect(screen.getByText('维护中')).toBeTruthy();
    expect(screen.getByText('VIP 8-core · 3 个月')).toBeTruthy();
    expect(screen.getByText('密码已重置')).toBeTruthy();
    expect(screen.getByText('没有他人授权的云手机')).toBeTruthy();
  });
});
