import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { wholeNumber } from './fields.js';
import { adminTextFilter } from './operators-admin.js';

/**
 * The audit log (issue 19): every operator write that succeeded, with the row before and the input
 * after (secrets masked). Endpoints in operate-log.endpoints.ts, schemas in operate-log.schemas.ts.
 */

/** The methods the audit log records. */
export const OPERATE_LOG_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One recorded operator write; before and after are JSON with secrets masked. */
export const OperateLogRowSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  method: z.string(),
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createTime: z.number().int(),
});
export type OperateLogRow = z.infer<typeof OperateLogRowSchema>;

const time = wholeNumber({ min: 0, error: 'validation.invalid' });
/** GET /admin-api/system/operate-log/page and /export: user name and path contain, exact method, time range (epoch ms, inclusive). */
export const OperateLogFilterSchema = z.object({
  userName: adminTextFilter(30),
  path: adminTextFilter(300),
  method: z.union([z.literal('').transform(() => undefined), z.enum(OPERATE_LOG_METHODS)], { error: 'validation.invalid' }).optional(),
  beginTime: time.optional(),
  endTime: time.optional(),
});
export const OperateLogPageQuerySchema = pageQuery.extend(OperateLogFilterSchema.shape);
export type OperateLogPageQueryInput = z.input<typeof OperateLogPageQuerySchema>;
export type OperateLogFilterInput = z.input<typeof OperateLogFilterSchema>;
