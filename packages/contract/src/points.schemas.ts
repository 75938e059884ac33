import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { pointsApi } from './points.endpoints.js';
import { PointPageQuerySchema, PointRecordSchema } from './points.js';

export const pointsSchemas = {
  page: {
    summary: 'Your points changes, newest first: each signed, with the balance after it',
    input: PointPageQuerySchema,
    reply: pageResult(PointRecordSchema),
  },
} satisfies EndpointSchemas<typeof pointsApi.endpoints>;
