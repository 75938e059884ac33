import { PHONE_STATUS, PHONE_STATUS_FILTER } from '@cloudphone/contract';
import { and, eq, gt, lte, type Placeholder, type SQL } from 'drizzle-orm';
import { phones } from '../../db/schema.js';

/**
 * The list's status filter, matching what a phone shows (apps/web phone-status.ts): an expired
 * phone shows "expired" whatever its code, and a running one that is off shows "powered off".
 * Power is the phone's own copy of its device's (migration 0013), held in the list's indexes, so
 * the filter reads the member's phones alone. The text depends on `status`; its value and the
 * time go in as `statusValue` and `now` (values or placeholders of a prepared statement).
 */
export function phoneStatusFilter(status: number, now: Date | Placeholder, statusValue: number | Placeholder = status): SQL {
  if (status === PHONE_STATUS_FILTER.expired) return lte(phones.expireTime, now);
  const live = gt(phones.expireTime, now);
  if (status === PHONE_STATUS_FILTER.poweredOff)
    return and(eq(phones.deviceStatus, PHONE_STATUS.running), live, eq(phones.powerOn, false))!;
  if (status === PHONE_STATUS.running) return and(eq(phones.deviceStatus, PHONE_STATUS.running), live, eq(phones.powerOn, true))!;
  return and(eq(phones.deviceStatus, statusValue), live)!;
}
