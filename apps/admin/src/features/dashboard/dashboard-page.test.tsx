import { dashboardAdminApi, PHONE_STATUS_CODES, type DashboardDay, type DashboardStats, type PhoneStatus } from '@cloudphone/contract';
import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TooltipItem } from 'chart.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs } from '../../test/admin-test-kit';
import { daysFrom } from './api';
import { axisDay, COLORS, devicesChart, ordersChart, revenueChart, signUpsChart, statusGroup, windowTotals } from './chart-configs';
import DashboardPage from './dashboard-page';
import { dashboardEnUS } from './strings.en-us';
import { dashboardZhCN } from './strings.zh-cn';

const STATS_PATH = dashboardAdminApi.endpoints.stats.path;
const QUERY = 'dashboard:stats:query';

const day = (date: string, signUps: number, orders: number, paidOrders: number, revenue: number): DashboardDay => ({
  date,
  signUps,
  orders,
  paidOrders,
  revenue,
});
const DAYS = [day('2030-02-01', 3, 2, 1, 3980), day('2030-02-02', 0, 0, 0, 0), day('2030-02-03', 5, 4, 3, 12_345)];
const devices = (counts: Partial<Record<PhoneStatus, number>>) =>
  PHONE_STATUS_CODES.map((status) => ({ status, count: counts[status] ?? 0 }));
const STATS: DashboardStats = {
  phones: { active: 41, expiring: 6, expired: 9 },
  days: DAYS,
  devices: devices({ 1: 30, 99: 2, 3: 1, 4: 4 }),
  openFeedback: 7,
};

beforeEach(() => {
  setUpConsole('en-US');
  // jsdom draws nothing: the charts stay labelled canvases (their data is checked through the builders).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('the dashboard’s charts', () => {
  it('keep the server’s Shanghai days as they are, oldest first, with month and day on the axis', () => {
    const chart = signUpsChart(DAYS, 'Sign-ups');
    expect(chart.data.labels).toEqual(['02-01', '02-02', '02-03']);
    expect(chart.data.datasets[0]!.data).toEqual([3, 0, 5]);
    expect(axisDay('2030-12-31')).toBe('12-31');
    const title = chart.options!.plugins!.tooltip!.callbacks!.title as (items: Array<Partial<TooltipItem<'bar'>>>) => string;
    expect(title([{ dataIndex: 2 }])).toBe('2030-02-03');
  });

  it('draw orders created beside orders paid', () => {
    const chart = ordersChart(DAYS, { orders: 'Created', paidOrders: 'Paid' });
    expect(chart.data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Created', [2, 0, 4]],
      ['Paid', [1, 0, 3]],
    ]);
  });

  it('draw revenue in yuan and tell it to the fen', () => {
    const chart = revenueChart(DAYS, 'Revenue');
    expect(chart.data.datasets[0]!.data).toEqual([39.8, 0, 123.45]);
    const label = chart.options!.plugins!.tooltip!.callbacks!.label as (item: Partial<TooltipItem<'line'>>) => string;
    expect(label({ dataIndex: 2 })).toBe('Revenue: ¥123.45');
    const tick = (chart.options!.scales!.y as { ticks: { callback: (value: number) => string } }).ticks.callback;
    expect(tick(50)).toBe('¥50');
    expect(tick(12.5)).toBe('¥12.50');
  });

  it('show only the statuses holding devices, most first, coloured by what they mean', () => {
    const chart = devicesChart(STATS.devices, (status) => `s${status}`, 'Devices');
    expect(chart.data.labels).toEqual(['s1', 's4', 's99', 's3']);
    expect(chart.data.datasets[0]!.data).toEqual([30, 4, 2, 1]);
    expect(chart.data.datasets[0]!.backgroundColor).toEqual([COLORS.success, COLORS.primary, COLORS.warning, COLORS.error]);
    expect([0, 1, 2, 5, 12, 99, 42].map(statusGroup)).toEqual([
      'failed',
      'running',
      'working',
      'failed',
      'working',
      'maintenance',
      'other',
    ]);
  });

  it('sum the window', () => {
    expect(windowTotals(DAYS)).toEqual({ signUps: 8, orders: 6, paidOrders: 4, revenue: 16_325 });
    expect(windowTotals([])).toEqual({ signUps: 0, orders: 0, paidOrders: 0, revenue: 0 });
  });

  it('read the window from the address, a month unless it is one offered', () => {
    expect(daysFrom(new URLSearchParams('days=7'))).toBe(7);
    expect(daysFrom(new URLSearchParams('days=90'))).toBe(90);
    expect(daysFrom(new URLSearchParams('days=12'))).toBe(30);
    expect(daysFrom(new URLSearchParams(''))).toBe(30);
  });

  it('have the same strings in both languages', () => expectLocalePair(dashboardZhCN, dashboardEnUS));
});

describe('the dashboard', () => {
  it('shows the phones, open feedback and the window’s totals, and asks for a month first', async () => {
    signInAs([QUERY, 'system:feedback:query']);
    const server = serveApi({ [STATS_PATH]: () => STATS });
    renderPage(<DashboardPage />, { url: '/dashboard', path: '/dashboard' });
    expect((await screen.findByTestId('kpi-active')).textContent).toContain('41');
    expect(server.to(STATS_PATH)[0]!.query).toEqual({ days: '30' });
    expect(screen.getByTestId('kpi-expiring').textContent).toContain('Expiring in 7 days6');
    expect(screen.getByTestId('kpi-expired').textContent).toContain('9');
    expect(screen.getByTestId('kpi-feedback').textContent).toContain('7');
    expect(screen.getByTestId('kpi-feedback-link').getAttribute('href')).toBe('/feedback');
    expect(screen.getByTestId('total-signUps').textContent).toContain('8');
    expect(screen.getByTestId('total-paidOrders').textContent).toContain('4');
    expect(screen.getByTestId('total-revenue').textContent).toContain('¥163.25');
    expect(screen.getAllByText('Total of 30 days')).toHaveLength(4);
    expect(screen.getByTestId('chart-signUps').getAttribute('aria-label')).toBe('New members per day over the last 30 days, 8 in total');
    expect(screen.getByTestId('chart-revenue').getAttribute('aria-label')).toContain('¥163.25 in total');
    expect(screen.getByTestId('chart-devices').getAttribute('aria-label')).toBe(
      'Devices by status: Running 30, Resetting 4, Maintenance 2, Restart failed 1',
    );
    expect(screen.getByText('37 in total')).toBeTruthy();
  });

  it('asks again for the window chosen', async () => {
    signInAs([QUERY]);
    const server = serveApi({ [STATS_PATH]: () => STATS });
    renderPage(<DashboardPage />, { url: '/dashboard?days=90', path: '/dashboard' });
    await screen.findByTestId('kpi-active');
    expect(server.to(STATS_PATH)[0]!.query).toEqual({ days: '90' });
    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(server.to(STATS_PATH).at(-1)!.query).toEqual({ days: '7' }));
    expect(await screen.findAllByText('Total of 7 days')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(server.to(STATS_PATH)).toHaveLength(3));
  });

  it('leaves out the feedback link without the permission, and says when there are no devices', async () => {
    signInAs([QUERY]);
    serveApi({ [STATS_PATH]: () => ({ ...STATS, devices: devices({}) }) });
    renderPage(<DashboardPage />, { url: '/dashboard', path: '/dashboard' });
    await screen.findByTestId('kpi-feedback');
    expect(screen.queryByTestId('kpi-feedback-link')).toBeNull();
    expect(screen.getByText('No devices')).toBeTruthy();
    expect(screen.queryByTestId('chart-devices')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    signInAs([QUERY]);
    const server = serveApi({ [STATS_PATH]: (_, calls) => (calls === 1 ? refusal(403, 'No permission', 403) : STATS) });
    renderPage(<DashboardPage />, { url: '/dashboard', path: '/dashboard' });
    const failed = await screen.findByTestId('dashboard-error');
    expect(failed.textContent).toContain('The dashboard could not be loaded');
    fireEvent.click(screen.getByText('Retry'));
    expect((await screen.findByTestId('kpi-active')).textContent).toContain('41');
    expect(server.to(STATS_PATH)).toHaveLength(2);
  });

  it('speaks Chinese', async () => {
    setUpConsole('zh-CN');
    signInAs([QUERY]);
    serveApi({ [STATS_PATH]: () => STATS });
    renderPage(<DashboardPage />, { url: '/dashboard', path: '/dashboard' });
    await screen.findByTestId('kpi-active');
    expect(screen.getByText('近 7 天')).toBeTruthy();
    expect(screen.getByText('7 天内到期')).toBeTruthy();
    expect(screen.getByText('待处理反馈')).toBeTruthy();
    expect(screen.getAllByText('30 天合计')).toHaveLength(4);
    expect(screen.getByTestId('chart-devices').getAttribute('aria-label')).toBe('设备状态分布：运行中 30, 重置中 4, 维护中 2, 重启失败 1');
    expect(screen.getByText('按北京时间（UTC+8）自然日统计')).toBeTruthy();
  });
});
