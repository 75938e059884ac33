import { PHONE_STATUS, PHONE_STATUS_FILTER } from '@cloudphone/contract';
import { and, eq, gt, lte, not, sql, type SQL } from 'drizzle-orm';
import { devices, phones } from '../../db/schema.js';

/**
 * The list's status filter, matching what a phone shows (apps/web phone-status.ts): an expired
 * phone shows "expired" whatever its code, and a running one that is off shows "powered off".
 * Power is read from the phone's own device row (primary key), so the filter stays on the
 * member's phones.
 */
export function phoneStatusFilter(status: number, now: Date): SQL {
  if (status === PHONE_STATUS_FILTER.expired) return lte(phones.expireTime, now);
  const live = gt(phones.expireTime, now);
  const poweredOn = sql`exists (select 1 from ${devices} where ${devices.id} = ${phones.deviceId} and ${devices.powerOn})`;
  if (status === PHONE_STATUS_FILTER.poweredOff) return and(eq(phones.deviceStatus, PHONE_STATUS.running), live, not(poweredOn))!;
  if (status === PHONE_STATUS.running) return and(eq(phones.deviceStatus, PHONE_STATUS.running), live, poweredOn)!;
  return and(eq(phones.deviceStatus, status), live)!;
}
