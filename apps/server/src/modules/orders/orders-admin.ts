import { formatYuan, packageName, type AdminOrderDetail, type AdminOrderExportQuerySchema, type DurationUnit } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CsvCell } from '../account/csv.js';
import { keysetPages } from '../member-admin/csv-download.js';
import { toAdminOrder } from './order-refunds.js';
import { createOrdersAdminRepo } from './orders-admin.repo.js';
import { createOrdersRepo } from './orders.repo.js';

export const ORDER_EXPORT_HEADER = [
  'order_no',
  'member_id',
  'member_phone',
  'create_time',
  'type',
  'status',
  'pay_channel',
  'spec',
  'region',
  'package',
  'quantity',
  'unit_price',
  'pay_price',
  'refund_price',
  'points',
  'pay_time',
  'pay_serial_no',
  'refund_time',
  'refund_serial_no',
  'refund_reason',
  'phone_ids',
];

/** The operator's order detail and export (issue 19); the page and refunds are order-refunds.ts. */
export function createOrdersAdmin({ db }: { db: Db }) {
  const orders = createOrdersRepo(db);
  const repo = createOrdersAdminRepo(db);

  return {
    async detail(orderNo: string, locale: string): Promise<AdminOrderDetail> {
      const order = await orders.byOrderNo(orderNo);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const [memberPhone, operatorName, phones] = await Promise.all([
        repo.memberPhone(order.memberId),
        order.refundedBy ? repo.operatorName(order.refundedBy) : undefined,
        repo.phones(order.phoneIds),
      ]);
      return {
        ...toAdminOrder(order, locale),
        memberPhone: memberPhone ?? '',
        // One refund per order today (it becomes refunded); a list, so that partial refunds in turn fit later.
        refunds: order.refundTime
          ? [
              {
                amount: order.refundPrice,
                reason: order.refundReason,
                operatorId: order.refundedBy,
                operatorName: operatorName ?? null,
                serialNo: order.refundSerialNo,
                refundTime: order.refundTime.getTime(),
              },
            ]
          : [],
        phones: phones.map(({ expireTime, recycledAt, ...p }) => ({
          ...p,
          expireTime: expireTime.getTime(),
          recycled: recycledAt !== null,
        })),
      };
    },

    /** The export's rows, newest first, a page at a time; prices in yuan, times in ISO 8601 (as the members' export). */
    async *exportRows(query: z.output<typeof AdminOrderExportQuerySchema>, locale: string): AsyncGenerator<CsvCell[]> {
      const filters = {
        type: query.type,
        status: query.status,
        orderNo: query.orderNo,
        ...(query.beginTime !== undefined ? { begin: new Date(query.beginTime) } : {}),
        ...(query.endTime !== undefined ? { end: new Date(query.endTime) } : {}),
      };
      for await (const { order, memberPhone } of keysetPages((before, limit) => repo.exportPage(query.memberId, filters, before, limit)))
        yield [
          order.orderNo,
          order.memberId,
          memberPhone,
          order.createdAt.toISOString(),
          order.type,
          order.status,
          order.payChannel,
          order.configurationName,
          order.regionName,
          packageName(order.duration, order.durationUnit as DurationUnit, locale),
          order.quantity,
          formatYuan(order.unitPrice),
          formatYuan(order.payPrice),
          formatYuan(order.refundPrice),
          order.points,
          order.payTime?.toISOString() ?? null,
          order.paySerialNo,
          order.refundTime?.toISOString() ?? null,
          order.refundSerialNo,
          order.refundReason,
          order.phoneIds.join(' '),
        ];
    },
  };
}
export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
