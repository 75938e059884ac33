import { z } from 'zod';
import { idField as id, text, wholeNumber } from './fields.js';
import { STREAM_CODECS } from './stream.js';

/**
 * Share links (issue 5, "Play screen"): the owner of a phone hands out an expiring, view-only link
 * to its live screen. Anyone holding it watches on the public routes `/sharePhoneVideo` or
 * `/shareVideo` without signing in, and cannot send input; the owner can revoke it, which ends the
 * open views at once. Only a hash of the code is stored, so a link is shown once, when created.
 */

/** Lifetimes offered, in minutes: one hour, one day, a week. */
export const SHARE_LINK_MINUTES = [60, 1440, 10080] as const;
/** Active links one phone may have at once. */
export const SHARE_LINKS_PER_PHONE = 10;
/** Where the console shows a shared screen; `/shareVideo` opens the same view. */
export const SHARE_PAGE_PATH = '/app/sharePhoneVideo';
/** Where a streaming phone's (pad type 3) shared screen is shown: the same view, named a game. */
export const SHARE_GAME_PATH = '/app/shareGame';

/** POST /app-api/infra/share-link/create */
export const CreateShareLinkSchema = z.object({
  phoneId: id,
  expireMinutes: wholeNumber().refine((m) => (SHARE_LINK_MINUTES as readonly number[]).includes(m), { error: 'share.badLifetime' }),
});
export type CreateShareLink = z.input<typeof CreateShareLinkSchema>;

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  phoneId: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** The new link: `path` (with the code) is what the owner copies; the code is never shown again. */
export const CreatedShareLinkSchema = ShareLinkSchema.extend({ code: z.string(), path: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

/** GET /app-api/infra/share-link/list?phoneId= : the phone's links still open. */
export const ShareLinkListQuerySchema = z.object({ phoneId: id });
export type ShareLinkListQuery = z.input<typeof ShareLinkListQuerySchema>;

/** POST /app-api/infra/share-link/revoke */
export const RevokeShareLinkSchema = z.object({ id });
export type RevokeShareLink = z.input<typeof RevokeShareLinkSchema>;

/** POST /app-api/infra/share-link/start (public): a view-only stream ticket for the holder of the code. */
export const StartSharedPhoneSchema = z.object({
  code: text('share.notFound').trim().min(1, { error: 'share.notFound' }).max(100, { error: 'share.notFound' }),
  codec: z.enum(STREAM_CODECS, { error: 'validation.invalid' }).optional(),
  /** Opened from `/shareGame`: only a streaming phone's link opens there. */
  game: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type StartSharedPhone = z.input<typeof StartSharedPhoneSchema>;
export const StartSharedPhoneResultSchema = z.object({
  url: z.string(),
  ticket: z.string(),
  expiresAt: z.number().int(),
  viewOnly: z.literal(true),
  /** What the viewer sees named: the phone's alias, and when the link ends. */
  alias: z.string(),
  linkExpiresAt: z.number().int(),
  /** A streaming phone (pad type 3), shown as a shared game. */
  isGame: z.boolean(),
});
export type StartSharedPhoneResult = z.infer<typeof StartSharedPhoneResultSchema>;
