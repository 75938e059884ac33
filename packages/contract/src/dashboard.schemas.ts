import { DashboardQuerySchema, DashboardStatsSchema } from './dashboard.js';
import type { dashboardAdminApi } from './dashboard.endpoints.js';
import type { EndpointSchemas } from './endpoint.js';

export const dashboardAdminSchemas = {
  stats: {
    summary:
      'Paid phones active, expiring within 7 days and expired; sign-ups, orders, paid orders and revenue (fen) per Asia/Shanghai day of the last `days` (7–90, default 30); devices by status; open feedback',
    input: DashboardQuerySchema,
    reply: DashboardStatsSchema,
  },
} satisfies EndpointSchemas<typeof dashboardAdminApi.endpoints>;
