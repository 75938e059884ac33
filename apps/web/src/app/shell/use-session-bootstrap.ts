import { DEFAULT_ROLE } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGlobalConfig } from '../../shared/front/front-config';
import { getInfoQuery } from '../../shared/session/session-queries';
import { useSession } from '../../shared/session/session-store';
import { signOutAfterFailure } from '../../shared/session/sign-out-after-failure';

/**
 * Spec point 4, first navigation with a token but no roles: load the global config and the member,
 * set the roles (the single default role when none come back). If the member cannot be loaded,
 * they are logged out, shown the error and sent to /login.
 */
export function useSessionBootstrap() {
  const { t } = useTranslation();
  const info = useQuery(getInfoQuery);

  useEffect(() => {
    void loadGlobalConfig().catch(() => undefined); // menus to hide arrive with the full shell
  }, []);

  useEffect(() => {
    if (!info.data) return;
    useSession.getState().setProfile({ ...info.data, roles: info.data.roles.length ? info.data.roles : [DEFAULT_ROLE] });
  }, [info.data]);

  const { error } = info;
  useEffect(() => {
    if (error) void signOutAfterFailure(error, t('shell.sessionFailed'));
  }, [error, t]);

  return info;
}
