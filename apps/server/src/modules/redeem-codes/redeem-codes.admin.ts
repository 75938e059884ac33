import type { CreateRedeemBatchSchema, DurationUnit, RedeemBatchRow, RedeemCodeType } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import type { CsvCell } from '../account/csv.js';
import { keysetPages } from '../member-admin/csv-download.js';
import { createRedeemCodesRepo } from './redeem-codes.repo.js';
import { codeHint, newRedeemCode } from './redeem-codes.service.js';

type RedeemBatch = NonNullable<Awaited<ReturnType<ReturnType<typeof createRedeemCodesRepo>['batch']>>>;

/** The columns of a batch's CSV export. */
export const REDEEM_EXPORT_HEADER = ['code', 'status', 'redeemed_by', 'redeemed_at', 'voided_at', 'phone_ids'];

/** The operator's side of redemption codes: batches made, listed with their usage, disabled, codes voided, exported. */
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
      const list: RedeemBatchRow[] = rows.map(({ batch, configurationName, regionName, codes, redeemed, voided }) => ({
        id: batch.id,
        type: batch.type as RedeemCodeType,
        configurationId: batch.configurationId,
        configurationName,
        regionName,
        duration: batch.duration,
        durationUnit: batch.durationUnit as DurationUnit,
        count: batch.count,
        redeemed,
        // A disabled batch's codes not redeemed are all void; otherwise those voided one by one.
        unused: batch.disabledAt ? 0 : codes - redeemed - voided,
        voided: batch.disabledAt ? codes - redeemed : voided,
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
        voidTime: row.disabledAt?.getTime() ?? null,
      }));
      return { list, total };
    },

    async disable(batchId: number) {
      if (!(await repo.disable(batchId, clock.now()))) throw new AppError('REDEEM_BATCH_NOT_FOUND');
      return true;
    },

    /** A batch as stored; REDEEM_BATCH_NOT_FOUND when there is none. */
    async batch(batchId: number) {
      const row = await repo.batch(batchId);
      if (!row) throw new AppError('REDEEM_BATCH_NOT_FOUND');
      return row;
    },

    /** Voids one code that was not redeemed; answers it as it was (for the audit log, without its hash). */
    async disableCode(id: number) {
      const before = await repo.codeById(id);
      if (!before) throw new AppError('REDEEM_ADMIN_CODE_NOT_FOUND');
      if (!(await repo.disableCode(id, clock.now()))) throw new AppError('REDEEM_ADMIN_CODE_USED');
      const { codeHash: _hash, ...shown } = before;
      return shown;
    },

    /**
     * The batch's codes as CSV rows: their ends only (the plain codes exist only in the create
     * answer: the console offers them as a file then, with plainCodesCsv), status, who redeemed
     * each and when, and the phones.
     */
    async *exportRows(batch: RedeemBatch): AsyncGenerator<CsvCell[]> {
      for await (const row of keysetPages((after, limit) => repo.codesAfter(batch.id, after, limit)))
        yield [
          row.codeHint,
          row.redeemedAt ? 'redeemed' : row.disabledAt || batch.disabledAt ? 'void' : 'unused',
          row.redeemedBy,
          row.redeemedAt?.toISOString() ?? null,
          row.redeemedAt ? null : (row.disabledAt ?? batch.disabledAt)?.toISOString(),
          row.phoneIds.join(' '),
        ];
    },
  };
}
export type RedeemCodesAdmin = ReturnType<typeof createRedeemCodesAdmin>;
