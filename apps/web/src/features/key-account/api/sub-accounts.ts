import { subAccountsApi, type AddPaternityInput, type SubPageInput, type UpdateSubStatusInput } from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { keyAccountKeys } from './key-account-keys';

/** My sub-accounts, newest first, a page at a time, optionally by part of their phone number. */
export const subAccountsQuery = (query: SubPageInput) =>
  queryOptions({
    queryKey: keyAccountKeys.subAccounts(query),
    queryFn: () => call(subAccountsApi.endpoints.subPage, query),
    placeholderData: keepPreviousData,
    // The page reads the first page to choose its view, then the tab shows it: once, not twice.
    // Every change made here invalidates it, so it never shows a stale list after one.
    staleTime: 5_000,
  });

/** The account with this phone number, or null when there is none. */
export const findMember = (phone: string) => call(subAccountsApi.endpoints.queryMemberByPhone, { phone });
/** Attaches the account, with the code its holder received (scene 'paternity') and read out. */
export const addSubAccount = (input: AddPaternityInput) => call(subAccountsApi.endpoints.add, input);
export const removeSubAccount = (id: number) => call(subAccountsApi.endpoints.remove, { id });
export const setSubAccountStatus = (input: UpdateSubStatusInput) => call(subAccountsApi.endpoints.updateStatus, input);
