import { DASHBOARD_EXPIRING_DAYS, PHONE_STATUS_CODES, type DashboardDay, type DashboardStats } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createDashboardRepo } from './dashboard.repo.js';

const DAY_MS = 86_400_000;
/** Asia/Shanghai is UTC+8 all year. */
const SHANGHAI_MS = 8 * 3600_000;

/** The Shanghai day number of an instant, and the instant a day number starts at. */
const dayNumber = (at: Date) => Math.floor((at.getTime() + SHANGHAI_MS) / DAY_MS);
const dayStart = (day: number) => new Date(day * DAY_MS - SHANGHAI_MS);
/** YYYY-MM-DD of a day number. */
const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The dashboard (issue 19): each figure one query, days without anything filled in with zeros. */
export function createDashboardService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createDashboardRepo(db);

  return {
    async stats(days: number): Promise<DashboardStats> {
      const now = clock.now();
      const today = dayNumber(now);
      const first = today - days + 1;
      const window = { from: dayStart(first), to: dayStart(today + 1) };
      const [phones, signUps, created, paid, devices, openFeedback] = await Promise.all([
        repo.phones(now, new Date(now.getTime() + DASHBOARD_EXPIRING_DAYS * DAY_MS)),
        repo.signUpsPerDay(window),
        repo.ordersPerDay(window),
        repo.paidPerDay(window),
        repo.devicesByStatus(),
        repo.openFeedback(),
      ]);
      const byDay = <T extends { day: number }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
      const [signUpsOf, createdOf, paidOf] = [byDay(signUps), byDay(created), byDay(paid)];
      const daily: DashboardDay[] = Array.from({ length: days }, (_, i) => {
        const day = first + i;
        return {
          date: dayLabel(day),
          signUps: signUpsOf.get(day)?.n ?? 0,
          orders: createdOf.get(day)?.n ?? 0,
          paidOrders: paidOf.get(day)?.n ?? 0,
          revenue: paidOf.get(day)?.revenue ?? 0,
        };
      });
      const deviceCounts = new Map(devices.map((d) => [d.status, d.n]));
      return {
        phones,
        days: daily,
        // Every status of spec point 4 in its order, then any other a driver reported.
        devices: [
          ...PHONE_STATUS_CODES.map((status) => ({ status, count: deviceCounts.get(status) ?? 0 })),
          ...devices.filter((d) => !(PHONE_STATUS_CODES as number[]).includes(d.status)).map((d) => ({ status: d.status, count: d.n })),
        ],
        openFeedback,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
