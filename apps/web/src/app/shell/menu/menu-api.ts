import { shellApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** GET /getRouters: the member's menu route tree. */
export const getRouters = () => call(shellApi.endpoints.routers, undefined, { passErrors: true });
