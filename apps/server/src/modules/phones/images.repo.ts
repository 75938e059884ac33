import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneConfigurations } from '../../db/schema.js';

/**
 * The images the specs on sale name (decision 028): each chip with an Android version. Longer
 * versions than a device row holds (varchar(8)) cannot be run by a device and are left out.
 */
export async function imagesOnSale(db: DbOrTx): Promise<Array<{ chip: string; androidVersion: string }>> {
  return db
    .selectDistinct({ chip: phoneConfigurations.chip, androidVersion: phoneConfigurations.androidVersion })
    .from(phoneConfigurations)
    .where(and(eq(phoneConfigurations.enabled, 1), sql`char_length(${phoneConfigurations.androidVersion}) <= 8`));
}
