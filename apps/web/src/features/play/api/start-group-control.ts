import type { StartGroupControl, StartGroupControlResult } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/**
 * POST /app-api/infra/cacloud-resource/phone/startGroupControl: the master's stream ticket, which
 * also carries the followers (docs/decisions/012). Errors come back to the page (`passErrors`).
 */
export const startGroupControl = (body: StartGroupControl) =>
  api.post<StartGroupControlResult>('/app-api/infra/cacloud-resource/phone/startGroupControl', body, { passErrors: true });
