import { useQueryClient } from '@tanstack/react-query';
import type { PhoneRow } from '@cloudphone/contract';
import { useCallback } from 'react';
import { phoneKeys } from '../api/phone-keys';
import { updateAlias } from '../api/update-alias';
import { patchPhones } from '../phone-cache';

/**
 * Renames a phone at once in every cached list, then on the server; a refusal puts the old
 * name back (the API client shows the server's message). Resolves whether it was saved.
 */
export function useRenamePhone() {
  const queryClient = useQueryClient();
  return useCallback(
    async (phone: Pick<PhoneRow, 'id' | 'alias'>, alias: string) => {
      const ids = new Set([phone.id]);
      const before = phone.alias;
      patchPhones(queryClient, ids, (row) => ({ ...row, alias }));
      try {
        await updateAlias(phone.id, alias);
        void queryClient.invalidateQueries({ queryKey: phoneKeys.tree() });
        return true;
      } catch {
        patchPhones(queryClient, ids, (row) => ({ ...row, alias: before }));
        return false;
      }
    },
    [queryClient],
  );
}
