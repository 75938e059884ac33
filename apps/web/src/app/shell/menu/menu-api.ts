import type { MenuRoute } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** GET /getRouters: the member's menu route tree. */
export const getRouters = () => api.get<MenuRoute[]>('/getRouters', undefined, { passErrors: true });
