import { sharedScreenApi, shareLinksApi, type CreateShareLink, type StreamCodec } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** A view-only link to the phone's screen, shown once. */
export const createShareLink = (body: CreateShareLink) => call(shareLinksApi.endpoints.create, body);

/** The phone's links still open. */
export const listShareLinks = (phoneId: number) => call(shareLinksApi.endpoints.list, { phoneId });

/** Ends the link and the views through it. */
export const revokeShareLink = (id: number) => call(shareLinksApi.endpoints.revoke, { id });

/**
 * A view-only stream ticket for the code, no sign-in; `game` from /shareGame, which opens only a
 * streaming phone's link. Errors go to the page.
 */
export const startSharedPhone = (code: string, codec?: StreamCodec, game = false) =>
  call(sharedScreenApi.endpoints.start, { code, ...(codec ? { codec } : {}), ...(game ? { game } : {}) }, { passErrors: true });
