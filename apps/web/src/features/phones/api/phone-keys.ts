import { PHONE_GROUP_FILTER, type PhonePageQueryInput } from '@cloudphone/contract';
import { readSortType } from '../list-prefs';

/** Which part of the group tree the list shows: everything, a group, or one of the two fixed entries. */
export type GroupFilter = 'all' | 'ungrouped' | 'shared' | number;

/** The list's filters as the page holds them (the query key); `toPageQuery` turns them into the request. */
export interface PhoneListFilters {
  keyword: string;
  group: GroupFilter;
  tagId: number | null;
  status: number | null;
  expiringSoon: boolean;
  /** true: shared phones only (with me or by me); false: neither; null: both. */
  authorized: boolean | null;
  sortType: number;
}

/** No filter, in the member's stored sort: the list as it opens (and the order the play screen walks). */
export const initialFilters = (): PhoneListFilters => ({
  keyword: '',
  group: 'all',
  tagId: null,
  status: null,
  expiringSoon: false,
  authorized: null,
  sortType: readSortType(),
});

export const phoneKeys = {
  all: ['phones'] as const,
  lists: () => ['phones', 'list'] as const,
  list: (filters: PhoneListFilters) => ['phones', 'list', filters] as const,
  tree: () => ['phones', 'tree'] as const,
  tags: () => ['phones', 'tags'] as const,
  /** Labels on phones: every query of them (a phone's, a page's) is under this key. */
  labels: () => ['phones', 'labels'] as const,
  labelsOf: (phoneId: number) => ['phones', 'labels', 'phone', phoneId] as const,
  labelBatch: (phoneIds: readonly number[]) => ['phones', 'labels', 'batch', phoneIds] as const,
  renewTimes: () => ['phones', 'renew-times'] as const,
  histories: () => ['phones', 'history'] as const,
  history: (phoneId: number) => ['phones', 'history', phoneId] as const,
  recycle: (pageNo: number, pageSize: number) => ['phones', 'recycle', pageNo, pageSize] as const,
};

/** The app-page body for the filters; the tree's fixed entries have their own group ids. */
export function toPageQuery(filters: PhoneListFilters): Omit<PhonePageQueryInput, 'pageNo' | 'pageSize'> {
  const query: Omit<PhonePageQueryInput, 'pageNo' | 'pageSize'> = { sortType: filters.sortType };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.group !== 'all') query.groupId = typeof filters.group === 'number' ? filters.group : PHONE_GROUP_FILTER[filters.group];
  if (filters.tagId !== null) query.tagId = filters.tagId;
  if (filters.status !== null) query.status = filters.status;
  if (filters.expiringSoon) query.expiringSoon = true;
  if (filters.authorized !== null) query.authorized = filters.authorized;
  return query;
}
