import {
  FAILED_STATUSES,
  PHONE_STATUS,
  TRANSITIONAL_STATUSES,
  type DashboardDay,
  type DashboardStats,
  type PhoneStatus,
} from '@cloudphone/contract';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { fenToYuan2, showYuan } from './orders-bridge';

/** The console's palette (antd's default tokens, primary as the member console's). */
export const COLORS = {
  primary: '#409eff',
  success: '#52c41a',
  warning: '#faad14',
  error: '#ff4d4f',
  purple: '#722ed1',
  grey: '#bfbfbf',
  grid: 'rgba(0, 0, 0, 0.06)',
} as const;

/** A Shanghai day as the axis shows it: `MM-DD` of the server's `YYYY-MM-DD` (never turned into a local Date). */
export const axisDay = (date: string) => date.slice(5);

const seriesOf = (days: DashboardDay[], pick: (day: DashboardDay) => number) => days.map(pick);

/** Sums over the window, for the totals and the charts' spoken summaries. */
export function windowTotals(days: DashboardDay[]) {
  return days.reduce(
    (sum, day) => ({
      signUps: sum.signUps + day.signUps,
      orders: sum.orders + day.orders,
      paidOrders: sum.paidOrders + day.paidOrders,
      revenue: sum.revenue + day.revenue,
    }),
    { signUps: 0, orders: 0, paidOrders: 0, revenue: 0 },
  );
}

const wholeNumbers = { beginAtZero: true, ticks: { precision: 0 }, grid: { color: COLORS.grid } };
const noGrid = { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } };
/** The tooltip's title is the whole date; the axis shows month and day only. */
const fullDate = (days: DashboardDay[]) => (items: ReadonlyArray<Pick<TooltipItem<'bar'>, 'dataIndex'>>) =>
  days[items[0]?.dataIndex ?? 0]?.date ?? '';

export function signUpsChart(days: DashboardDay[], label: string): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: days.map((day) => axisDay(day.date)),
      datasets: [
        {
          label,
          data: seriesOf(days, (day) => day.signUps),
          backgroundColor: COLORS.primary,
          borderRadius: 3,
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { display: false }, tooltip: { callbacks: { title: fullDate(days) } } },
      scales: { x: noGrid, y: wholeNumbers },
    },
  };
}

/** Orders created and orders paid, side by side. */
export function ordersChart(days: DashboardDay[], labels: { orders: string; paidOrders: string }): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: days.map((day) => axisDay(day.date)),
      datasets: [
        {
          label: labels.orders,
          data: seriesOf(days, (day) => day.orders),
          backgroundColor: 'rgba(64, 158, 255, 0.35)',
          borderRadius: 3,
          maxBarThickness: 20,
        },
        {
          label: labels.paidOrders,
          data: seriesOf(days, (day) => day.paidOrders),
          backgroundColor: COLORS.success,
          borderRadius: 3,
          maxBarThickness: 20,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { position: 'bottom' }, tooltip: { mode: 'index', intersect: false, callbacks: { title: fullDate(days) } } },
      scales: { x: noGrid, y: wholeNumbers },
    },
  };
}

/** Revenue is fen on the wire: the axis and the line are yuan, the tooltip the exact ¥ amount. */
export function revenueChart(days: DashboardDay[], label: string): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: days.map((day) => axisDay(day.date)),
      datasets: [
        {
          label,
          data: seriesOf(days, (day) => day.revenue / 100),
          borderColor: COLORS.purple,
          backgroundColor: 'rgba(114, 46, 209, 0.12)',
          fill: true,
          // Smooth without overshooting: a day without revenue stays at ¥0.
          cubicInterpolationMode: 'monotone',
          pointRadius: days.length > 31 ? 0 : 2,
          pointHoverRadius: 4,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: fullDate(days),
            label: (item) => `${label}: ${showYuan(days[item.dataIndex]?.revenue ?? 0)}`,
          },
        },
      },
      scales: {
        x: noGrid,
        y: {
          beginAtZero: true,
          grid: { color: COLORS.grid },
          // Whole yuan on the axis (a window without revenue shows ¥0 and ¥1, not ¥0.10 steps).
          ticks: { precision: 0, callback: (value) => `¥${fenToYuan2(Math.round(Number(value) * 100)).replace(/\.00$/, '')}` },
        },
      },
    },
  };
}

/** The colour of a device status: running, an operation under way, failed or abnormal, maintenance. */
export function statusGroup(status: number): 'running' | 'working' | 'failed' | 'maintenance' | 'other' {
  if (status === PHONE_STATUS.running) return 'running';
  if (status === PHONE_STATUS.maintenance) return 'maintenance';
  if (status === PHONE_STATUS.abnormal || FAILED_STATUSES.includes(status as PhoneStatus)) return 'failed';
  if (TRANSITIONAL_STATUSES.includes(status as PhoneStatus) || status === PHONE_STATUS.backupSuccessful) return 'working';
  return 'other';
}
const GROUP_COLORS = {
  running: COLORS.success,
  working: COLORS.primary,
  failed: COLORS.error,
  maintenance: COLORS.warning,
  other: COLORS.grey,
} as const;

/** The statuses holding devices, most first (every status comes, most with 0). */
export const devicesShown = (devices: DashboardStats['devices']) =>
  devices.filter((device) => device.count > 0).sort((a, b) => b.count - a.count || a.status - b.status);

/** Devices per status as horizontal bars, each coloured by its group; `statusLabel` names a status. */
export function devicesChart(
  devices: DashboardStats['devices'],
  statusLabel: (status: number) => string,
  label: string,
): ChartConfiguration<'bar'> {
  const shown = devicesShown(devices);
  return {
    type: 'bar',
    data: {
      labels: shown.map((device) => statusLabel(device.status)),
      datasets: [
        {
          label,
          data: shown.map((device) => device.count),
          backgroundColor: shown.map((device) => GROUP_COLORS[statusGroup(device.status)]),
          borderRadius: 3,
          maxBarThickness: 22,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: { x: wholeNumbers, y: { grid: { display: false } } },
    },
  };
}
