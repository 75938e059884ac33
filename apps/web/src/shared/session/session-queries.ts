import { queryOptions } from '@tanstack/react-query';
import { takeEarly } from '../api/early-requests';
import { getInfo } from './session-api';

/** The signed-in member (GET /getInfo), shared by the shell's session bootstrap and the pages. */
export const getInfoQuery = queryOptions({
  queryKey: ['session', 'getInfo'],
  queryFn: () => takeEarly('getInfo', getInfo),
  staleTime: 60_000,
  retry: false,
});
