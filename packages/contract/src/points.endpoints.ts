import type { ApiArea } from './endpoint.js';
import { getEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { PointPageQueryInput, PointRecord } from './points.js';

/** The member's points ledger (spec point 7); the balance is `point` in currentMemberInfo. */
export const pointsApi = {
  tag: 'points',
  endpoints: {
    page: getEndpoint<PointPageQueryInput, PageResult<PointRecord>>('/app-api/member/integral/page'),
  },
} satisfies ApiArea;
