import { z } from 'zod';
import { pageQuery } from './envelope.js';

/** Why a member's points changed (spec point 3 "Account"). */
export const POINT_CHANGE_TYPES = ['purchase', 'renewal', 'upgrade', 'refund', 'expiration'] as const;
export type PointChangeType = (typeof POINT_CHANGE_TYPES)[number];

/** Points a paid order earns: one per whole yuan paid. */
export const pointsForPayment = (fen: number) => Math.floor(fen / 100);

/** A row of GET /app-api/member/integral/page: the change (signed), the balance after it, the order behind it. */
export const PointRecordSchema = z.object({
  type: z.enum(POINT_CHANGE_TYPES),
  point: z.number().int(),
  balance: z.number().int(),
  orderNo: z.string().nullable(),
  createTime: z.number().int(),
});
export type PointRecord = z.infer<typeof PointRecordSchema>;

export const PointPageQuerySchema = pageQuery;
export type PointPageQueryInput = z.input<typeof PointPageQuerySchema>;
