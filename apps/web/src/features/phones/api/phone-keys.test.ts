import { describe, expect, it } from 'vitest';
import { rowFilter, toPageQuery, type PhoneListFilters } from './phone-keys';

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

  it('narrows the shared entry to shared phones and keeps exactly the entry’s rows', () => {
    expect(toPageQuery({ ...base, group: 'shared' })).toEqual({ sortType: 1, authorized: true });
    const keep = rowFilter('shared')!;
    expect(keep({ groupId: null, accreditType: 1 })).toBe(true);
    expect(keep({ groupId: null, accreditType: null })).toBe(false);
  });

  it('keeps the member’s own ungrouped phones for the ungrouped entry', () => {
    const keep = rowFilter('ungrouped')!;
    expect(keep({ groupId: null, accreditType: null })).toBe(true);
    expect(keep({ groupId: 4, accreditType: null })).toBe(false);
    expect(keep({ groupId: null, accreditType: 2 })).toBe(false);
    expect(rowFilter('all')).toBeNull();
    expect(rowFilter(4)).toBeNull();
  });
});
