import type { GetInfo, MemberInfo } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getInfoQuery } from '../../../shared/session/session-queries';
import { accountKeys } from '../api/account-keys';

/**
 * The member as the server just saved it (profile or avatar): the account center shows it at once,
 * and so does the top bar, whose session follows getInfo's user (the shell's session bootstrap
 * takes the avatar from its avatarList's third entry).
 */
export function useMemberSaved() {
  const queryClient = useQueryClient();
  return (member: MemberInfo) => {
    queryClient.setQueryData(accountKeys.member(), member);
    queryClient.setQueryData<GetInfo>(getInfoQuery.queryKey, (info) => (info ? { ...info, user: member } : info));
  };
}
