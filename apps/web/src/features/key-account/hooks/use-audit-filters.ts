import type { AuditAction, AuditExportQueryInput } from '@cloudphone/contract';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { PickedPhone } from './use-my-phone-options';

export interface AuditFilterValues {
  phone?: PickedPhone | undefined;
  subMemberPhone?: string | undefined;
  action?: AuditAction | undefined;
  range?: [Dayjs, Dayjs] | null | undefined;
}

/** The filters as the audit-page and audit-export queries take them (the two share them). */
export function toAuditQuery(filters: AuditFilterValues): AuditExportQueryInput {
  return {
    ...(filters.phone ? { phoneId: filters.phone.value } : {}),
    ...(filters.subMemberPhone ? { subMemberPhone: filters.subMemberPhone } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.range ? { beginTime: filters.range[0].valueOf(), endTime: filters.range[1].valueOf() } : {}),
  };
}

/**
 * The access log's filters, starting from the link's (`phoneId`, `subMemberPhone`); a phone named
 * only by its id shows as `#id` until the log names it.
 */
export function useAuditFilters(initial: { phoneId?: number | undefined; subMemberPhone?: string | undefined }) {
  const start = (): AuditFilterValues => ({
    phone: initial.phoneId ? { value: initial.phoneId, label: `#${initial.phoneId}` } : undefined,
    subMemberPhone: initial.subMemberPhone,
  });
  const [filters, setFilters] = useState<AuditFilterValues>(start);
  return {
    filters,
    change: (patch: Partial<AuditFilterValues>) => setFilters((current) => ({ ...current, ...patch })),
    /** Back to no filters at all (not the link's): the whole log. */
    reset: () => setFilters({}),
  };
}
