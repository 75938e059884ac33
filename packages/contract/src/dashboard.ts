import { z } from 'zod';
import { wholeNumber } from './fields.js';

/** The dashboard's window of days: a week to a quarter, a month by default. */
export const DASHBOARD_DAYS = { min: 7, max: 90, default: 30 } as const;
/** Phones expiring within this many days count as expiring. */
export const DASHBOARD_EXPIRING_DAYS = 7;

export const DashboardQuerySchema = z.object({
  days: wholeNumber({ min: DASHBOARD_DAYS.min, max: DASHBOARD_DAYS.max, error: 'dashboard.days.invalid' }).default(DASHBOARD_DAYS.default),
});
export type DashboardQueryInput = z.input<typeof DashboardQuerySchema>;

/** One Asia/Shanghai calendar day of the window. */
export const DashboardDaySchema = z.object({
  /** YYYY-MM-DD in Asia/Shanghai. */
  date: z.string(),
  signUps: z.number().int(),
  /** Orders created that day, whatever became of them. */
  orders: z.number().int(),
  /** Orders paid that day, and what they paid (fen; a later refund not taken off). */
  paidOrders: z.number().int(),
  revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/** GET /admin-api/dashboard/stats. Paid phones are those not given as a trial. */
export const DashboardStatsSchema = z.object({
  phones: z.object({
    /** Paid phones not expired. */
    active: z.number().int(),
    /** Of those, expiring within DASHBOARD_EXPIRING_DAYS. */
    expiring: z.number().int(),
    /** Paid phones past their expiry (in the recycle bin or about to go there). */
    expired: z.number().int(),
  }),
  /** Every day of the window, oldest first, days without anything included. */
  days: z.array(DashboardDaySchema),
  /** Devices by status: every status of spec point 4 (0–14, 99), with 0 where none. */
  devices: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Feedback neither replied to nor closed. */
  openFeedback: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
