import type { CreateRedeemBatchSchema, DurationUnit, RedeemBatchRow, RedeemCodeType } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { createRedeemCodesRepo } from './redeem-codes.repo.js';
import { codeHint, newRedeemCode } from './redeem-codes.service.js';

/** A CSV field, quoted when it must be, and never read as a formula by a spreadsheet. */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The operator's side of redemption codes: batches made, listed, disabled, exported. */
export function createRedeemCodesAdmin(deps: { db: Db; clock: Clock; hashOf: (code: string) => string }) {
  const { db, clock } = deps;
  const repo = createRedeemCodesRepo(db);

  async function ensureBatch(batchId: number) {
    if (!(await repo.batchExists(batchId))) throw new AppError('REDEEM_BATCH_NOT_FOUND');
  }

  return {
    /** Makes a batch; the plain codes are in this answer and nowhere else (the table keeps their HMACs). */
    async create(operatorId: number, input: z.output<typeof CreateRedeemBatchSchema>) {
      const now = clock.now();
      if (input.expireTime <= now.getTime()) throw new AppError('REDEEM_EXPIRE_INVALID');
      const orders = createOrdersRepo(db);
      if (!(await orders.configuration(input.configurationId))) throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
      if (input.type === 'purchase' && !(await orders.saleRegion(input.configurationId, input.regionId!)))
        throw new AppError('OFFER_REGION_NOT_FOUND');
      const codes = Array.from({ length: input.count }, newRedeemCode);
      const batchId = await db.transaction((tx) =>
        createRedeemCodesRepo(tx).createBatch(
          {
            type: input.type,
            configurationId: input.configurationId,
            regionId: input.type === 'purchase' ? input.regionId! : null,
            duration: input.duration,
            durationUnit: input.durationUnit,
            count: input.count,
            expireTime: new Date(input.expireTime),
            remark: input.remark ?? null,
            createdBy: operatorId,
            createdAt: now,
          },
          codes.map((code) => ({ codeHash: deps.hashOf(code), codeHint: codeHint(code) })),
        ),
      );
      return { batchId, codes };
    },

    async batchPage(pageNo: number, pageSize: number) {
      const { rows, total } = await repo.batchPage(pageNo, pageSize);
      const list: RedeemBatchRow[] = rows.map(({ batch, configurationName, regionName, redeemed }) => ({
        id: batch.id,
        type: batch.type as RedeemCodeType,
        configurationId: batch.configurationId,
        configurationName,
        regionName,
        duration: batch.duration,
        durationUnit: batch.durationUnit as DurationUnit,
        count: batch.count,
        redeemed,
        expireTime: batch.expireTime.getTime(),
        remark: batch.remark,
        createTime: batch.createdAt.getTime(),
        disabled: batch.disabledAt !== null,
      }));
      return { list, total };
    },

    async codePage(batchId: number, pageNo: number, pageSize: number) {
      await ensureBatch(batchId);
      const { rows, total } = await repo.codes(batchId, pageNo, pageSize);
      const list = rows.map((row) => ({
        id: row.id,
        codeHint: row.codeHint,
        redeemedBy: row.redeemedBy,
        redeemTime: row.redeemedAt?.getTime() ?? null,
        phoneIds: row.phoneIds,
      }));
      return { list, total };
    },

    async disable(batchId: number) {
      if (!(await repo.disable(batchId, clock.now()))) throw new AppError('REDEEM_BATCH_NOT_FOUND');
      return true;
    },

    /** The batch's codes as CSV: their ends, who redeemed each, when, and the phones. */
    async exportCsv(batchId: number): Promise<Uint8Array> {
      await ensureBatch(batchId);
      const lines = ['code,redeemed_by,redeemed_at,phone_ids'];
      for (const row of await repo.allCodes(batchId))
        lines.push(
          [row.codeHint, String(row.redeemedBy ?? ''), row.redeemedAt?.toISOString() ?? '', row.phoneIds.join(' ')].map(csvField).join(','),
        );
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
    },
  };
}
export type RedeemCodesAdmin = ReturnType<typeof createRedeemCodesAdmin>;
