import { useQueryClient } from '@tanstack/react-query';
import { keyAccountKeys, PHONE_VIEWS } from '../api/key-account-keys';

/** After a grant is made or ended: this screen's lists (counts, granted phones, the log) and the phone list's badges. */
export function useRefreshGrants() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keyAccountKeys.all() });
    void queryClient.invalidateQueries({ queryKey: PHONE_VIEWS });
  };
}
