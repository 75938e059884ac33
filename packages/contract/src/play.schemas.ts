import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { GROUP_CONTROL_MAX, GROUP_CONTROL_MIN, StartGroupControlResultSchema, StartGroupControlSchema } from './group-control.js';
import type { playApi, sharedScreenApi, shareLinksApi } from './play.endpoints.js';
import {
  CreatedShareLinkSchema,
  CreateShareLinkSchema,
  RevokeShareLinkSchema,
  ShareLinkListQuerySchema,
  ShareLinkSchema,
  StartSharedPhoneResultSchema,
  StartSharedPhoneSchema,
} from './share-links.js';
import {
  PhoneSessionErrorSchema,
  STREAM_CODECS,
  STREAM_TICKET_TTL_SECONDS,
  StartPhoneResultSchema,
  StartPhoneSchema,
  ThumbnailQuerySchema,
} from './stream.js';

/** What getMts answers (MediaTransport in play.endpoints.ts). */
export const MediaTransportSchema = z.object({
  url: z.string(),
  codec: z.enum(STREAM_CODECS),
  maxSize: z.number().int(),
  fps: z.number().int(),
  fpsMax: z.number().int(),
  idleMinutes: z.number().int(),
  viewOnly: z.boolean(),
});

export const playSchemas = {
  start: {
    summary:
      `Start remote control of a running phone: a single-use ticket (${STREAM_TICKET_TTL_SECONDS} s) for the stream websocket at \`url\`, ` +
      'relative to the console (open it with ws: under http, wss: under https). A phone shared for viewing only gives viewOnly true',
    input: StartPhoneSchema,
    reply: StartPhoneResultSchema,
  },
  startGroup: {
    summary:
      `Start group control of ${GROUP_CONTROL_MIN} to ${GROUP_CONTROL_MAX} phones the member may operate, the master among them: ` +
      'a ticket for the master’s stream websocket, which also carries the followers’ thumbnails (frame slot 1..) and replays every ' +
      'input on them. Each follower is listed with whether it can follow now (active, offline, busy, failed…)',
    input: StartGroupControlSchema,
    reply: StartGroupControlResultSchema,
  },
  reportError: {
    summary:
      'Report a play session that failed in the browser (a STREAM_ERRORS code or what the browser saw), for a phone the member can see',
    input: PhoneSessionErrorSchema,
    reply: z.boolean(),
  },
  mediaTransport: {
    summary:
      'The media transport settings of a phone’s stream (getMts), for the owner and its grantees: the stream websocket’s path ' +
      '(as startPhone gives it, without a ticket), the codec (the one asked for, JPEG by default), the size and frame rate a stream ' +
      'starts at, the highest frame rate a quality change may ask for, the idle minutes, and whether the caller only watches',
    input: StartPhoneSchema,
    reply: MediaTransportSchema,
  },
  thumbnail: {
    summary:
      'A running phone’s screen now, as a JPEG whose long side is maxSize (160, 240 or 320; default 320), for the live cards of the list. ' +
      'Answers image/jpeg, not the envelope; refusals (not found, not running) are the usual envelope',
    input: ThumbnailQuerySchema,
    produces: 'image/jpeg',
  },
} satisfies EndpointSchemas<typeof playApi.endpoints>;

export const shareLinksSchemas = {
  create: {
    summary:
      'Share a phone’s live screen, view-only, until the link expires (minutes: 60, 1440 or 10080). Owner only. ' +
      'The code is returned once, inside `path`; only its hash is kept',
    input: CreateShareLinkSchema,
    reply: CreatedShareLinkSchema,
  },
  list: { summary: 'The open share links of one of the member’s phones', input: ShareLinkListQuerySchema, reply: z.array(ShareLinkSchema) },
  revoke: { summary: 'End a share link now; whoever watches through it is disconnected', input: RevokeShareLinkSchema, reply: z.boolean() },
} satisfies EndpointSchemas<typeof shareLinksApi.endpoints>;

export const sharedScreenSchemas = {
  start: {
    summary:
      'Watch a shared phone (no sign-in): a single-use, view-only ticket for the stream websocket at `url`, like startPhone. ' +
      'A revoked, expired or unknown code, or a phone no longer the sharer’s, is not found',
    input: StartSharedPhoneSchema,
    reply: StartSharedPhoneResultSchema,
  },
} satisfies EndpointSchemas<typeof sharedScreenApi.endpoints>;
