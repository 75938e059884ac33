import { DEFAULT_ROLE } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadGlobalConfig } from '../../shared/branding/front-config';
import { getInfoQuery } from '../../shared/session/session-queries';
import { useSession } from '../../shared/session/session-store';

/**
 * Spec point 4, first navigation with a token but no roles: load the global config and the member,
 * set the roles (the single default role when none come back). If that fails the front end signs
 * out (token only) and the guard sends the member to /login; the client has shown the error.
 */
export function useSessionBootstrap() {
  const info = useQuery(getInfoQuery);

  useEffect(() => {
    void loadGlobalConfig().catch(() => undefined); // menus to hide arrive with the full shell
  }, []);

  useEffect(() => {
    if (!info.data) return;
    useSession.getState().setProfile({ ...info.data, roles: info.data.roles.length ? info.data.roles : [DEFAULT_ROLE] });
  }, [info.data]);

  useEffect(() => {
    if (info.isError) useSession.getState().clearToken();
  }, [info.isError]);

  return info;
}
