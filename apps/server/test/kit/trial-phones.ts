import { PAD_TYPE } from '@cloudphone/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { phones } from '../../src/db/schema.js';
import type { Harness } from './harness.js';

/** The trial phones (pad type web trial) a member holds. */
export async function trialPhonesOf(t: Harness, memberId: number) {
  return t.deps.db
    .select({ id: phones.id })
    .from(phones)
    .where(and(eq(phones.memberId, memberId), eq(phones.padType, PAD_TYPE.webTrial), isNull(phones.recycledAt)));
}
