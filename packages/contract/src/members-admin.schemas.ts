import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import {
  AdminMemberDetailSchema,
  AdminMemberFilterSchema,
  AdminMemberIdSchema,
  AdminMemberPageQuerySchema,
  AdminMemberRowSchema,
  ResetMemberPasswordSchema,
  UpdateMemberStatusSchema,
} from './members-admin.js';
import type { membersAdminApi } from './members-admin.endpoints.js';

export const membersAdminSchemas = {
  page: {
    summary:
      'Members, newest first; filters: phone (contains), id (exact), channelCode, status (0 normal, 1 disabled, 2 disabled by owner, 3 deleted)',
    input: AdminMemberPageQuerySchema,
    reply: pageResult(AdminMemberRowSchema),
  },
  get: {
    summary: 'One member: profile, phones, latest orders, grants given and received, sub-accounts, latest sign-ins',
    input: AdminMemberIdSchema,
    reply: AdminMemberDetailSchema,
  },
  updateStatus: {
    summary: 'Disable (1) or enable (0) a member; disabling ends every session of the member at once',
    input: UpdateMemberStatusSchema,
    reply: z.boolean(),
  },
  resetPassword: {
    summary: "Set a member's password (the members' rule); every session of the member ends",
    input: ResetMemberPasswordSchema,
    reply: z.boolean(),
  },
  export: {
    summary: 'The members the filters match, newest first, as a CSV file (UTF-8 with BOM, CRLF)',
    input: AdminMemberFilterSchema,
    produces: 'text/csv',
  },
} satisfies EndpointSchemas<typeof membersAdminApi.endpoints>;
