import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noticeKeys } from '../api/notice-keys';

/**
 * After messages change (read, deleted): every list of them, the page's and the bell's. The bell's
 * count itself comes from the notice socket, which the server updates.
 */
export function useRefreshNotices() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: noticeKeys.lists() }), [queryClient]);
}
