import { useQueryClient } from '@tanstack/react-query';
import { PHONE_VIEWS, proxyKeys } from '../api/proxy-keys';

/** After proxies change: this page's list and groups, and the phone list (which shows each phone's proxy). */
export function useRefreshProxies() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: proxyKeys.all() });
    void queryClient.invalidateQueries({ queryKey: PHONE_VIEWS });
  };
}
