import { phonesApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** Renames a phone (1..10 characters; the server's message on refusal). */
export const updateAlias = (phoneId: number, alias: string) => call(phonesApi.endpoints.rename, { phoneId, alias });
