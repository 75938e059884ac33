import { playApi, type StartGroupControl } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/**
 * The master's stream ticket, which also carries the followers (docs/decisions/012). Errors come
 * back to the page (`passErrors`).
 */
export const startGroupControl = (body: StartGroupControl) => call(playApi.endpoints.startGroup, body, { passErrors: true });
