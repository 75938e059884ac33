import { describe, expect, it } from 'vitest';
import { toPageQuery, type PhoneListFilters } from './phone-keys';

const base: PhoneListFilters = {
  keyword: '',
  group: 'all',
  tagId: null,
  status: null,
  expiringSoon: false,
  authorized: null,
  sortType: 1,
};

describe('list filters → app-page body', () => {
  it('sends only what is set', () => {
    expect(toPageQuery(base)).toEqual({ sortType: 1 });
    expect(
      toPageQuery({ ...base, keyword: ' CP1,CP2 ', group: 7, tagId: 3, status: 0, expiringSoon: true, authorized: false, sortType: 4 }),
    ).toEqual({ keyword: 'CP1,CP2', groupId: 7, tagId: 3, status: 0, expiringSoon: true, authorized: false, sortType: 4 });
  });

  it('asks for the tree’s fixed entries by their group ids', () => {
    expect(toPageQuery({ ...base, group: 'shared' })).toEqual({ sortType: 1, groupId: -1 });
    expect(toPageQuery({ ...base, group: 'ungrouped', authorized: false })).toEqual({ sortType: 1, groupId: 0, authorized: false });
  });
});
