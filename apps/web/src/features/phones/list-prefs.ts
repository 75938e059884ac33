import { PHONE_SORT, PHONE_SORT_TYPES } from '@cloudphone/contract';

/** localStorage keys: spec point 3 keeps the sort type locally (`sortType`); the view is ours. */
export const SORT_KEY = 'sortType';
export const VIEW_KEY = 'phone-list-view';

export type ListView = 'grid' | 'table';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be blocked
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered, still applied
  }
};

/** The remembered sort type, or 1 (expiry) when none or an unknown one is stored. */
export function readSortType(): number {
  const stored = Number(read(SORT_KEY));
  return (PHONE_SORT_TYPES as number[]).includes(stored) ? stored : PHONE_SORT.expiry;
}
export const writeSortType = (sortType: number) => write(SORT_KEY, String(sortType));

export const readView = (): ListView => (read(VIEW_KEY) === 'table' ? 'table' : 'grid');
export const writeView = (view: ListView) => write(VIEW_KEY, view);
