import {
  accountApi,
  memberApi,
  pointsApi,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type UpdateClientInput,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './account-keys';

/** GET currentMemberInfo: the member's profile, points total included. */
export const memberQuery = () =>
  queryOptions({
    queryKey: accountKeys.member(),
    queryFn: () => call(memberApi.endpoints.current),
    staleTime: 10_000,
  });

/** The points ledger, newest first, a page at a time. */
export const pointsPageQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: accountKeys.points(pageNo, pageSize),
    queryFn: () => call(pointsApi.endpoints.page, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

/** Saves the profile; answers the member as saved. A refusal is shown by the API client. */
export const updateClient = (input: UpdateClientInput) => call(accountApi.endpoints.updateClient, input);

/** The dialogs show their own refusals (wrong password, live phones): errors come back to them. */
export const updatePassword = (input: ChangePasswordInput) => call(accountApi.endpoints.updatePassword, input, { passErrors: true });
export const deleteAccount = (input: DeleteAccountInput) => call(accountApi.endpoints.delete, input, { passErrors: true });
