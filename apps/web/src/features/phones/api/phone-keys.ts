import type { PhonePageQueryInput } from '@cloudphone/contract';

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

export const phoneKeys = {
  all: ['phones'] as const,
  lists: () => ['phones', 'list'] as const,
  list: (filters: PhoneListFilters) => ['phones', 'list', filters] as const,
  tree: () => ['phones', 'tree'] as const,
  tags: () => ['phones', 'tags'] as const,
  renewTimes: () => ['phones', 'renew-times'] as const,
  recycle: (pageNo: number, pageSize: number) => ['phones', 'recycle', pageNo, pageSize] as const,
};

/**
 * The app-page body for the filters. The server filters by a group id; the ungrouped and shared
 * entries of the tree have no id there, so "shared" narrows to shared phones and `rowFilter`
 * keeps exactly the entry's phones from each page.
 */
export function toPageQuery(filters: PhoneListFilters): Omit<PhonePageQueryInput, 'pageNo' | 'pageSize'> {
  const query: Omit<PhonePageQueryInput, 'pageNo' | 'pageSize'> = { sortType: filters.sortType };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (typeof filters.group === 'number') query.groupId = filters.group;
  if (filters.tagId !== null) query.tagId = filters.tagId;
  if (filters.status !== null) query.status = filters.status;
  if (filters.expiringSoon) query.expiringSoon = true;
  const authorized = filters.group === 'shared' ? true : filters.authorized;
  if (authorized !== null) query.authorized = authorized;
  return query;
}

/** The rows of a fixed tree entry: ungrouped = my phones in no group; shared = phones shared with me. */
export function rowFilter(group: GroupFilter): ((row: { groupId: number | null; accreditType: number | null }) => boolean) | null {
  if (group === 'ungrouped') return (row) => row.groupId === null && row.accreditType === null;
  if (group === 'shared') return (row) => row.accreditType !== null;
  return null;
}
