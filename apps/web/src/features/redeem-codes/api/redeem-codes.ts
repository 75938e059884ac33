import {
  PHONE_PAGE_SIZE_MAX,
  PHONE_SORT,
  phonesApi,
  redeemCodesApi,
  type PhoneRow,
  type RedeemBatchInput,
  type RedeemedPageQueryInput,
  type RedeemInput,
  type RedeemRenewInput,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

export const redeemKeys = {
  all: () => ['redeem-codes'] as const,
  page: (query: RedeemedPageQueryInput) => ['redeem-codes', 'page', query] as const,
  /** Under 'phones', so whatever refreshes the phone lists (a renewal here, a purchase elsewhere) refreshes the picker too. */
  ownPhones: () => ['phones', 'redeem-own'] as const,
};

/** The codes the member redeemed, newest first, a page at a time. */
export const redeemedPageQuery = (query: RedeemedPageQueryInput) =>
  queryOptions({
    queryKey: redeemKeys.page(query),
    queryFn: () => call(redeemCodesApi.endpoints.page, query),
    placeholderData: keepPreviousData,
  });

/** A phone of the member's own (not one shared with them): only those can be renewed. */
export const isOwnPhone = (phone: PhoneRow) => phone.accreditType === null;

/** The member's own phones for the renewal picker, soonest to expire first (one big page). */
export const ownPhonesQuery = () =>
  queryOptions({
    queryKey: redeemKeys.ownPhones(),
    queryFn: () => call(phonesApi.endpoints.page, { pageNo: 1, pageSize: PHONE_PAGE_SIZE_MAX, sortType: PHONE_SORT.expiry }),
    select: (page) => page.list.filter(isOwnPhone),
    staleTime: 30_000,
  });

export const redeemCode = (input: RedeemInput) => call(redeemCodesApi.endpoints.redeem, input);
export const redeemCodes = (input: RedeemBatchInput) => call(redeemCodesApi.endpoints.redeemBatch, input);
export const renewWithCode = (input: RedeemRenewInput) => call(redeemCodesApi.endpoints.renew, input);
