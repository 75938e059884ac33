import { memberApi } from '@cloudphone/contract';
import { call } from '../api/call';
import { api } from '../api/http';

/** GET /getInfo: the member with roles and permissions (RuoYi shape). Errors go to the caller (the session bootstrap). */
export const getInfo = () => call(memberApi.endpoints.getInfo, undefined, { passErrors: true });

/** POST /auth/logout with the current token; errors go to the caller (spec point 8). */
export const logoutRequest = () => api.post<boolean>('/app-api/member/auth/logout', undefined, { passErrors: true });
