import type { QueryClient } from '@tanstack/react-query';
import type { PhoneRow } from '@cloudphone/contract';
import type { PhoneStatusEvent } from '../../shared/realtime/push-events';
import { phoneKeys } from './api/phone-keys';
import type { PhonePages } from './api/get-phone-page';

/**
 * Changes loaded rows in place in every cached list (whatever its filters), without a refetch.
 * `patch` returns the same row when nothing changes, so untouched pages keep their identity and
 * React skips them. Returns how many rows changed.
 */
export function patchPhones(queryClient: QueryClient, ids: ReadonlySet<number>, patch: (row: PhoneRow) => PhoneRow): number {
  let changed = 0;
  queryClient.setQueriesData<PhonePages>({ queryKey: phoneKeys.lists() }, (data) => {
    if (!data) return data;
    let dataChanged = false;
    const pages = data.pages.map((page) => {
      let pageChanged = false;
      const list = page.list.map((row) => {
        if (!ids.has(row.id)) return row;
        const next = patch(row);
        if (next !== row) {
          pageChanged = true;
          changed++;
        }
        return next;
      });
      if (!pageChanged) return page;
      dataChanged = true;
      return { ...page, list };
    });
    return dataChanged ? { ...data, pages } : data;
  });
  return changed;
}

/** A live status (push or poll) applied to the cached rows of that phone. */
export function applyPhoneStatus(queryClient: QueryClient, event: PhoneStatusEvent): number {
  return patchPhones(queryClient, new Set([event.phoneId]), (row) =>
    row.status === event.status && row.powerOn === event.powerOn ? row : { ...row, status: event.status, powerOn: event.powerOn },
  );
}

/** Every loaded row of one cached list, in order. */
export function rowsOf(data: PhonePages | undefined): PhoneRow[] {
  return data ? data.pages.flatMap((page) => page.list) : [];
}
