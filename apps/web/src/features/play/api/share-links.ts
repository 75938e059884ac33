import type { CreatedShareLink, CreateShareLink, ShareLink, StartSharedPhoneResult, StreamCodec } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** POST /app-api/infra/share-link/create: a view-only link to the phone's screen, shown once. */
export const createShareLink = (body: CreateShareLink) => api.post<CreatedShareLink>('/app-api/infra/share-link/create', body);

/** GET /app-api/infra/share-link/list: the phone's links still open. */
export const listShareLinks = (phoneId: number) => api.get<ShareLink[]>('/app-api/infra/share-link/list', { phoneId });

/** POST /app-api/infra/share-link/revoke: ends the link and the views through it. */
export const revokeShareLink = (id: number) => api.post<boolean>('/app-api/infra/share-link/revoke', { id });

/**
 * POST /app-api/infra/share-link/start: a view-only stream ticket for the code, no sign-in; `game`
 * from /shareGame, which opens only a streaming phone's link. Errors go to the page.
 */
export const startSharedPhone = (code: string, codec?: StreamCodec, game = false) =>
  api.post<StartSharedPhoneResult>(
    '/app-api/infra/share-link/start',
    { code, ...(codec ? { codec } : {}), ...(game ? { game } : {}) },
    { passErrors: true },
  );
