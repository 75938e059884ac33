import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { ChangePasswordInput, DeleteAccountInput, DownloadQueryInput, UpdateClientInput } from './account.js';
import type { MemberInfo } from './member.js';

/**
 * The account center (issue 18; spec points 1, 3, 5 and 7 "Member and session"): the member's
 * profile, avatar, password, deletion, and the files the member exported. Schemas in
 * account.schemas.ts.
 */
export const accountApi = {
  tag: 'member account',
  endpoints: {
    updateClient: putEndpoint<UpdateClientInput, MemberInfo>('/app-api/member/member/update-client'),
    /** multipart/form-data, one part "file" (JPG or PNG, at most AVATAR_MAX_BYTES). */
    updateAvatar: postEndpoint<FormData, MemberInfo>('/app-api/member/member/updateAvatar'),
    /** One stored size of a member's avatar (the URLs in avatarList); Bearer or the Admin-Token cookie. */
    avatar: getEndpoint<{ fileName: string }, Blob>('/app-api/member/member/avatar/:fileName'),
    updatePassword: putEndpoint<ChangePasswordInput>('/app-api/member/member/update-password'),
    delete: deleteEndpoint<DeleteAccountInput>('/app-api/member/member/delete', 'member', { inBody: true }),
    download: getEndpoint<DownloadQueryInput, Blob>('/app-api/member/common/common/download'),
  },
} satisfies ApiArea;
