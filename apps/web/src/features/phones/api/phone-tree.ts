import { queryOptions } from '@tanstack/react-query';
import type { PhoneTree } from '@cloudphone/contract';
import { takeEarly } from '../../../shared/api/early-requests';
import { getPhoneTree } from './first-requests';
import { phoneKeys } from './phone-keys';

/** The group panel's tree (first-requests.ts: getPhoneTree). */
export const phoneTreeQuery = queryOptions({
  queryKey: phoneKeys.tree(),
  queryFn: () => takeEarly<PhoneTree>('phone-tree', getPhoneTree),
  staleTime: 60_000,
});
