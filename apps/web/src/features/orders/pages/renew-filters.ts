import type { RenewablePhone } from '@cloudphone/contract';

export const REMAINING_FILTERS = ['all', 'expired', 'in3', 'in7', 'in30'] as const;
export type RemainingFilter = (typeof REMAINING_FILTERS)[number];
const DAYS: Record<Exclude<RemainingFilter, 'all' | 'expired'>, number> = { in3: 3, in7: 7, in30: 30 };

/** Whether a phone passes the renewal page's group and remaining-time filters. */
export function passesFilters(phone: RenewablePhone, filters: { groupId?: number | undefined; remaining: RemainingFilter }, now: number) {
  if (filters.groupId !== undefined && phone.groupId !== filters.groupId) return false;
  if (filters.remaining === 'all') return true;
  if (filters.remaining === 'expired') return phone.expireTime <= now;
  return phone.expireTime <= now + DAYS[filters.remaining] * 86_400_000;
}

/** The specs the member's phones renew as, in the order their first phone appears; phones no spec fits last. */
export function specsOf(phones: RenewablePhone[]) {
  const specs = new Map<number, string>();
  for (const phone of phones) if (phone.configurationId !== null) specs.set(phone.configurationId, phone.configurationName ?? '');
  return [...specs].map(([id, name]) => ({ id, name }));
}
