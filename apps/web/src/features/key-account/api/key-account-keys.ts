import type { AccreditListQueryInput, AccreditPhoneQueryInput, AuditPageQueryInput, SubPageInput } from '@cloudphone/contract';

/** The screen's cache keys. */
export const keyAccountKeys = {
  all: () => ['key-account'] as const,
  subAccounts: (query: SubPageInput) => ['key-account', 'sub-accounts', query] as const,
  granted: (query: AccreditListQueryInput) => ['key-account', 'granted', query] as const,
  myPhones: (query: AccreditPhoneQueryInput) => ['key-account', 'my-phones', query] as const,
  groups: () => ['key-account', 'groups'] as const,
  audit: (query: AuditPageQueryInput) => ['key-account', 'audit', query] as const,
  lead: () => ['key-account', 'lead'] as const,
};

/** The phone list shows a badge on granted phones: a grant made or ended here refreshes it. */
export const PHONE_VIEWS = ['phones'] as const;
