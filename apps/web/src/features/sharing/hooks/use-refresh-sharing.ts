import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sharingKeys } from '../api/sharing-keys';
import { phoneKeys } from '../phones-bridge';

/** After a grant changed: the authorization lists, and the phone lists whose badges show grants. */
export function useRefreshSharing() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sharingKeys.all() });
    void queryClient.invalidateQueries({ queryKey: phoneKeys.lists() });
  }, [queryClient]);
}
