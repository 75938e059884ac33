import { phoneGroupsApi, phonesApi, phoneTagsApi, type PhonePageQueryInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { startEarly } from '../../../shared/api/early-requests';
import { initialFilters, toPageQuery } from './phone-keys';

/** Rows per request: big enough that a 5,000-phone fleet is 25 requests, small enough to answer fast. */
export const PHONE_PAGE_SIZE = 200;

/** POST /app-api/trade/phone/app-page: one page of the member's phones, filtered and sorted by the server. */
export const getPhonePage = (query: PhonePageQueryInput) => call(phonesApi.endpoints.page, query);
export const phonePageKey = (query: PhonePageQueryInput) => `app-page ${JSON.stringify(query)}`;

/**
 * GET /app-api/trade/phone-tag/phone-tree-v2 without a group: the tree's entries with their counts
 * and no phones. The panel needs only names and counts; the v1 tree would carry every phone of a
 * 5,000-phone fleet on each refresh.
 */
export const getPhoneTree = () => call(phoneGroupsApi.endpoints.treeV2, {});

/** GET phone-tag/page: the member's tags with their phone counts (300 is the page maximum). */
export const getPhoneTags = () => call(phoneTagsApi.endpoints.page, { pageNo: 1, pageSize: 300 });

/**
 * What the phone list asks for as it opens (its first page in the member's stored sort, the group
 * tree, the tags), started from main.tsx on a cold /index; the list's queries take the answers.
 * Kept free of react-query and antd, since main.tsx is in every page's first load.
 */
export function startPhoneListRequests() {
  const first = { ...toPageQuery(initialFilters()), pageNo: 1, pageSize: PHONE_PAGE_SIZE };
  startEarly(phonePageKey(first), () => getPhonePage(first));
  startEarly('phone-tree', getPhoneTree);
  startEarly('phone-tags', getPhoneTags);
}
