import type { AuthTokens, RefreshTokenInput } from './auth.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { OperatorLoginInput, PermissionInfo } from './operator.js';

/** The operator console's sign-in and session (ARCHITECTURE.md 5); schemas in operator.schemas.ts. */
export const operatorAuthApi = {
  tag: 'operator auth',
  endpoints: {
    login: postEndpoint<OperatorLoginInput, AuthTokens>('/admin-api/system/auth/login', 'public'),
    refresh: postEndpoint<RefreshTokenInput, AuthTokens>('/admin-api/system/auth/refresh-token', 'public', { inQuery: true }),
  },
} satisfies ApiArea;

export const operatorSessionApi = {
  tag: 'operator auth',
  endpoints: {
    logout: postEndpoint('/admin-api/system/auth/logout', 'operator', { permission: 'ignore' }),
    permissionInfo: getEndpoint<void, PermissionInfo>('/admin-api/system/auth/get-permission-info', 'operator', { permission: 'ignore' }),
  },
} satisfies ApiArea;
