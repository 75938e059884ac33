import type { ApiArea } from './endpoint.js';
import { getEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminMemberDetail,
  AdminMemberFilterInput,
  AdminMemberIdInput,
  AdminMemberPageQueryInput,
  AdminMemberRow,
  ResetMemberPasswordInput,
  UpdateMemberStatusInput,
} from './members-admin.js';

/** The operator's member accounts (issue 19): search, detail, enable / disable, password reset, CSV export. */
export const membersAdminApi = {
  tag: 'operator member accounts',
  endpoints: {
    page: getEndpoint<AdminMemberPageQueryInput, PageResult<AdminMemberRow>>('/admin-api/member/user/page', 'operator', {
      permission: 'member:member:query',
    }),
    get: getEndpoint<AdminMemberIdInput, AdminMemberDetail>('/admin-api/member/user/get', 'operator', {
      permission: 'member:member:query',
    }),
    updateStatus: putEndpoint<UpdateMemberStatusInput>('/admin-api/member/user/update-status', 'operator', {
      permission: 'member:member:update',
    }),
    resetPassword: putEndpoint<ResetMemberPasswordInput>('/admin-api/member/user/reset-password', 'operator', {
      permission: 'member:member:update',
    }),
    /** The members the page's filters match, as a CSV file (Content-Disposition names it). */
    export: getEndpoint<AdminMemberFilterInput, Blob>('/admin-api/member/user/export', 'operator', {
      permission: 'member:member:export',
    }),
  },
} satisfies ApiArea;
