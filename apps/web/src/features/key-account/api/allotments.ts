import {
  accreditApi,
  keyAccountApi,
  phoneGroupsApi,
  type AccreditListQueryInput,
  type AccreditPhoneQueryInput,
  type AddMaintainerAllotInput,
  type CancelDeviceGroupInput,
  type DeleteDevicesAllotInput,
  type PhoneTreeGroup,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { keyAccountKeys } from './key-account-keys';

/** The grants I made, here one sub-account's (by its phone number). */
export const grantedPhonesQuery = (query: AccreditListQueryInput) =>
  queryOptions({
    queryKey: keyAccountKeys.granted(query),
    queryFn: () => call(accreditApi.endpoints.accreditList, query),
    placeholderData: keepPreviousData,
  });

/** My own phones with their grant state; `accredit: false` leaves only those that can be granted. */
export const myPhonesQuery = (query: AccreditPhoneQueryInput) =>
  queryOptions({
    queryKey: keyAccountKeys.myPhones(query),
    queryFn: () => call(accreditApi.endpoints.phoneList, query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** One of my groups (the tree also has the ungrouped and shared entries, which have no group id). */
export type MyGroup = PhoneTreeGroup & { id: number };
const isMyGroup = (entry: PhoneTreeGroup): entry is MyGroup => entry.kind === 'group' && entry.id !== null;

/** My groups, each with its phones. */
export const myGroupsQuery = () =>
  queryOptions({
    queryKey: keyAccountKeys.groups(),
    queryFn: () => call(phoneGroupsApi.endpoints.tree),
    select: (tree) => tree.filter(isMyGroup),
    staleTime: 30_000,
  });

/** Phones, or a group's phones, granted to a sub-account in one step: a result per phone. */
export const allotPhones = (input: AddMaintainerAllotInput) => call(keyAccountApi.endpoints.addMaintainerAllot, input);
/** Each answers how many grants ended. */
export const takeBackPhones = (input: DeleteDevicesAllotInput) => call(keyAccountApi.endpoints.deleteDevicesAllot, input);
export const takeBackGroup = (input: CancelDeviceGroupInput) => call(keyAccountApi.endpoints.cancelDeviceGroup, input);
export const takeBackAll = (subMemberId: number) => call(keyAccountApi.endpoints.deleteMaintainerAllot, { subMemberId });
