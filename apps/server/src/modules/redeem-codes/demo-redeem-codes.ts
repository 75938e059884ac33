import { normalizeRedeemCode } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { createRedeemCodesRepo } from './redeem-codes.repo.js';
import { codeHint } from './redeem-codes.service.js';

/** Codes the demo member can try on a fresh machine (README, "Demo accounts"); never in production. */
export const DEMO_REDEEM_CODES = {
  purchase: ['DEMA-NEWA-PHXN-2345', 'DEMA-NEWB-PHXN-2345', 'DEMA-NEWC-PHXN-2345'],
  renewal: ['DEMA-RENA-WXYZ-2345', 'DEMA-RENB-WXYZ-2345', 'DEMA-RENC-WXYZ-2345'],
} as const;

/** A batch of each kind for the first demo spec: a 7-day new phone in its first region, and 7 more days. */
export async function seedDemoRedeemCodes(
  db: Db,
  clock: Clock,
  hashOf: (code: string) => string,
  configurationId: number,
  regionId: number,
) {
  const now = clock.now();
  if (!(await createOrdersRepo(db).configuration(configurationId))) return;
  for (const type of ['purchase', 'renewal'] as const) {
    const codes = DEMO_REDEEM_CODES[type].map(normalizeRedeemCode);
    await createRedeemCodesRepo(db).createBatch(
      {
        type,
        configurationId,
        regionId: type === 'purchase' ? regionId : null,
        duration: 7,
        durationUnit: 'day',
        count: codes.length,
        expireTime: new Date(now.getTime() + 365 * 86_400_000),
        remark: 'demo',
        createdAt: now,
      },
      codes.map((code) => ({ codeHash: hashOf(code), codeHint: codeHint(code) })),
    );
  }
}
