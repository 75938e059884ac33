import { ACCREDIT_OPERATE, ACCREDIT_VIEW } from '@cloudphone/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberPaternity, phoneAccredits, phones } from '../../db/schema.js';
import type { Clock } from '../../infra/clock.js';

const DAY = 86_400_000;

/**
 * Demo sharing (issue 16): the main member has granted the second member one phone to operate and
 * one to view for 30 days, and has one sub-account that operates a third phone.
 */
export async function seedDemoSharing(
  db: Db,
  clock: Clock,
  { ownerId, granteeId, subAccountId }: { ownerId: number; granteeId: number; subAccountId: number },
) {
  const now = clock.now();
  const byAlias = new Map(
    (
      await db
        .select({ id: phones.id, alias: phones.alias })
        .from(phones)
        .where(and(eq(phones.memberId, ownerId), inArray(phones.alias, ['挂机 01', '店铺 A', '挂机 02'])))
    ).map((p) => [p.alias, p.id]),
  );
  const grant = (alias: string, to: number, accreditType: number) => ({
    phoneId: byAlias.get(alias)!,
    ownerId,
    granteeId: to,
    accreditType,
    expireTime: new Date(now.getTime() + 30 * DAY),
    createdAt: now,
  });
  await db.insert(memberPaternity).values({ parentId: ownerId, childId: subAccountId, createdAt: now });
  await db
    .insert(phoneAccredits)
    .values([
      grant('挂机 01', granteeId, ACCREDIT_OPERATE),
      grant('店铺 A', granteeId, ACCREDIT_VIEW),
      grant('挂机 02', subAccountId, ACCREDIT_OPERATE),
    ]);
}
