import { z } from 'zod';
import { AuthTokensSchema, RefreshTokenQuery } from './auth.js';
import type { EndpointSchemas } from './endpoint.js';
import type { operatorAuthApi, operatorSessionApi } from './operator.endpoints.js';
import { OperatorLoginSchema, PermissionInfoSchema } from './operator.js';

export const operatorAuthSchemas = {
  login: { summary: 'Operator sign-in (image captcha when enabled)', input: OperatorLoginSchema, reply: AuthTokensSchema },
  refresh: {
    summary: 'Rotate operator tokens; a reused refresh token ends the session',
    input: RefreshTokenQuery,
    reply: AuthTokensSchema,
  },
} satisfies EndpointSchemas<typeof operatorAuthApi.endpoints>;

export const operatorSessionSchemas = {
  logout: { summary: 'End the operator session now', reply: z.boolean() },
  permissionInfo: { summary: 'The signed-in operator with roles and permissions', reply: PermissionInfoSchema },
} satisfies EndpointSchemas<typeof operatorSessionApi.endpoints>;
