import type { DashboardQueryInput, DashboardStats } from './dashboard.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint } from './endpoint.js';

/** The operator console's first screen (issue 19): phones, sign-ups, orders and revenue, devices, open feedback. */
export const dashboardAdminApi = {
  tag: 'operator dashboard',
  endpoints: {
    stats: getEndpoint<DashboardQueryInput, DashboardStats>('/admin-api/dashboard/stats', 'operator', {
      permission: 'dashboard:stats:query',
    }),
  },
} satisfies ApiArea;
