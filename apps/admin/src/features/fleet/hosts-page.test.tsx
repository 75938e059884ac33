import { fleetAdminApi, PHONE_STATUS, type DeviceHostRow } from '@cloudphone/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs } from '../../test/admin-test-kit';
import HostsPage from './hosts-page';

const HOSTS = fleetAdminApi.endpoints.hosts.path;
const SEEN = new Date(2030, 1, 3, 4, 5, 6).getTime();
const SIMULATOR: DeviceHostRow = {
  id: 'simulator',
  name: 'simulator',
  driver: 'simulator',
  address: null,
  online: true,
  problem: null,
  lastSeenTime: SEEN,
  latencyMs: 0,
  capacity: 200,
  used: 184,
  rented: 150,
  byStatus: [
    { status: PHONE_STATUS.running, count: 180 },
    { status: PHONE_STATUS.maintenance, count: 4 },
  ],
  faultInjection: true,
};
const REMOTE: DeviceHostRow = {
  id: 'remote:10.0.0.7:9400',
  name: 'rack-7',
  driver: 'remote',
  address: 'ws://10.0.0.7:9400/device-host',
  online: false,
  problem: 'unauthorized',
  lastSeenTime: null,
  latencyMs: null,
  capacity: null,
  used: 12,
  rented: 3,
  byStatus: [],
  faultInjection: false,
};

beforeEach(() => setUpConsole('en-US'));
afterEach(resetConsole);

describe('the device hosts screen', () => {
  it('shows each host’s health, latency, capacity and devices by status', async () => {
    signInAs(['device:host:query']);
    const server = serveApi({ [HOSTS]: () => [SIMULATOR, REMOTE] });
    renderPage(<HostsPage />);
    const list = await screen.findByTestId('hosts-list');
    await within(list).findByText('rack-7');
    expect(server.to(HOSTS)[0]!.method).toBe('GET');
    expect(screen.getByTestId('hosts-summary').textContent).toBe('Hosts: 2 · online: 1 · devices: 196');

    // The simulator: in process, online, answered in 0 ms, 92 % full (over 90: the bar turns red).
    expect(within(list).getByText('In the server process')).toBeTruthy();
    expect(screen.getByTestId('health-simulator').textContent).toContain('Online');
    expect(within(list).getByText('0 ms')).toBeTruthy();
    const capacity = screen.getByTestId('capacity-simulator');
    expect(capacity.textContent).toContain('92%');
    expect(capacity.textContent).toContain('184 of 200 in use · Rented: 150');
    expect(within(list).getByText('Running · 180')).toBeTruthy();
    expect(within(list).getByText('Under maintenance · 4')).toBeTruthy();
    expect(within(list).getByText('On')).toBeTruthy();

    // The remote host: refused the token, never answered, no fixed capacity.
    const remote = screen.getByTestId('health-remote:10.0.0.7:9400').textContent;
    expect(remote).toContain('Offline · Token refused');
    expect(remote).toContain('Never answered');
    expect(within(list).getByText('In use: 12 · no fixed limit')).toBeTruthy();
    expect(screen.getByTestId('capacity-remote:10.0.0.7:9400').textContent).toContain('Rented: 3');
    expect(within(list).getByText('No devices')).toBeTruthy();
    expect(within(list).getByText('ws://10.0.0.7:9400/device-host')).toBeTruthy();
  });

  it('asks again on refresh (health is a live call) and shows an unknown problem as the server says it', async () => {
    signInAs(['device:host:query']);
    const server = serveApi({
      [HOSTS]: (_, calls) => [calls === 1 ? SIMULATOR : { ...SIMULATOR, online: false, problem: 'busy', latencyMs: null }],
    });
    renderPage(<HostsPage />);
    await screen.findByText('0 ms');
    fireEvent.click(screen.getByTestId('list-refresh'));
    await waitFor(() => expect(server.to(HOSTS)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('health-simulator').textContent).toContain('Offline · busy'));
    expect(screen.queryByText('0 ms')).toBeNull();
  });

  it('shows an error with a retry when the hosts cannot be listed', async () => {
    signInAs(['device:host:query']);
    let fail = true;
    serveApi({ [HOSTS]: () => (fail ? refusal(500, 'Unknown system error', 500) : [SIMULATOR]) });
    renderPage(<HostsPage />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText(/184 of 200 in use/)).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs(['device:host:query']);
    serveApi({ [HOSTS]: () => [SIMULATOR, REMOTE] });
    renderPage(<HostsPage />);
    await screen.findByText('rack-7');
    expect(screen.getByTestId('hosts-summary').textContent).toBe('主机 2 台 · 在线 1 台 · 设备 196 台');
    expect(screen.getByText('维护中 · 4')).toBeTruthy();
    expect(screen.getByTestId('health-remote:10.0.0.7:9400').textContent).toContain('离线 · 令牌被拒绝');
    expect(screen.getByText('已用 12 台 · 不限容量')).toBeTruthy();
    expect(screen.getByText('远程主机')).toBeTruthy();
  });
});
