import { api } from '../../../shared/api/http';

/** POST /app-api/trade/phone/update-alias (1..10 characters; the server's message on refusal). */
export const updateAlias = (phoneId: number, alias: string) => api.post<boolean>('/app-api/trade/phone/update-alias', { phoneId, alias });
