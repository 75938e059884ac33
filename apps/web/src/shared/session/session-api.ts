import { memberApi, memberSessionApi } from '@cloudphone/contract';
import { call } from '../api/call';

/** GET /getInfo: the member with roles and permissions (RuoYi shape). Errors go to the caller (the session bootstrap). */
export const getInfo = () => call(memberApi.endpoints.getInfo, undefined, { passErrors: true });

/** Ends the current token's session; errors go to the caller (spec point 8). */
export const logoutRequest = () => call(memberSessionApi.endpoints.logout, undefined, { passErrors: true });
