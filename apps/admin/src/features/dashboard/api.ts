import { DASHBOARD_DAYS, dashboardAdminApi } from '@cloudphone/contract';
import { call } from '../../shared/api/call';

export const DASHBOARD_STATS = ['dashboard', 'stats'] as const;
export const FEEDBACK_QUERY = 'system:feedback:query';

/** The windows the selector offers (the contract allows any 7–90). */
export const DAY_CHOICES = [7, 30, 90] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];

/** The window in the address (`?days=7`), the contract's default when absent or not offered. */
export function daysFrom(search: URLSearchParams): DayChoice {
  const days = Number(search.get('days'));
  return (DAY_CHOICES as readonly number[]).includes(days) ? (days as DayChoice) : (DASHBOARD_DAYS.default as DayChoice);
}

export const dashboardStats = (days: number) => call(dashboardAdminApi.endpoints.stats, { days });
