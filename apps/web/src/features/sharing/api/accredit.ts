import {
  ACCREDIT_PAGE_SIZE_MAX,
  accreditApi,
  RELATION_TYPE_GRANT,
  type AccreditedListQueryInput,
  type AccreditListQueryInput,
  type AccreditRow,
  type UpdateAccreditInput,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sharingKeys } from './sharing-keys';

/** The live grants the member made (accredit-phone-list), a page at a time. */
export const grantedPageQuery = (query: AccreditListQueryInput) =>
  queryOptions({
    queryKey: sharingKeys.granted(query),
    queryFn: () => call(accreditApi.endpoints.accreditList, query),
    placeholderData: keepPreviousData,
  });

/** The live grants made to the member (accredited-phone-list), a page at a time. */
export const receivedPageQuery = (query: AccreditedListQueryInput) =>
  queryOptions({
    queryKey: sharingKeys.received(query),
    queryFn: () => call(accreditApi.endpoints.accreditedList, query),
    placeholderData: keepPreviousData,
  });

/**
 * The live grants of some of the member's phones (the list's recall knows phones, the API
 * relations): the granter's list read in its largest pages until every phone is found or the
 * list ends.
 */
export async function grantsOfPhones(phoneIds: readonly number[]): Promise<AccreditRow[]> {
  const wanted = new Set(phoneIds);
  const found: AccreditRow[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await call(accreditApi.endpoints.accreditList, { pageNo, pageSize: ACCREDIT_PAGE_SIZE_MAX });
    found.push(...page.list.filter((row) => wanted.has(row.phoneId)));
    if (found.length >= wanted.size || page.list.length < ACCREDIT_PAGE_SIZE_MAX || pageNo * ACCREDIT_PAGE_SIZE_MAX >= page.total) break;
  }
  return phoneIds.flatMap((id) => found.filter((row) => row.phoneId === id));
}

export const grantsOfPhonesQuery = (phoneIds: readonly number[]) =>
  queryOptions({ queryKey: sharingKeys.grantsOf(phoneIds), queryFn: () => grantsOfPhones(phoneIds), staleTime: 0 });

export const updateGrant = (input: UpdateAccreditInput) => call(accreditApi.endpoints.update, input);

/** Recalls grants (spec point 7: relationType 1): one by `recall`, several by `recall-batch`. */
export async function recallGrants(relationIds: readonly number[]): Promise<void> {
  if (relationIds.length === 1)
    await call(accreditApi.endpoints.recall, { relationId: relationIds[0]!, relationType: RELATION_TYPE_GRANT });
  else await call(accreditApi.endpoints.recallBatch, { relationIds: [...relationIds], relationType: RELATION_TYPE_GRANT });
}
