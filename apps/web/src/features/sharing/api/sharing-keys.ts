import type { AccreditedListQueryInput, AccreditListQueryInput } from '@cloudphone/contract';

/** The sharing lists' query keys: everything that grants, changes or recalls refreshes `all`. */
export const sharingKeys = {
  all: () => ['sharing'] as const,
  granted: (query: AccreditListQueryInput) => ['sharing', 'granted', query] as const,
  received: (query: AccreditedListQueryInput) => ['sharing', 'received', query] as const,
  grantsOf: (phoneIds: readonly number[]) => ['sharing', 'grants-of', phoneIds] as const,
};
