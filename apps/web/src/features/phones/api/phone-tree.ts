import { queryOptions } from '@tanstack/react-query';
import type { PhoneTree } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { phoneKeys } from './phone-keys';

/**
 * GET /app-api/trade/phone-tag/phone-tree-v2 without a group: the tree's entries with their counts
 * and no phones. The panel needs only names and counts; the v1 tree would carry every phone of a
 * 5,000-phone fleet on each refresh.
 */
export const phoneTreeQuery = queryOptions({
  queryKey: phoneKeys.tree(),
  queryFn: () => api.get<PhoneTree>('/app-api/trade/phone-tag/phone-tree-v2'),
  staleTime: 60_000,
});
