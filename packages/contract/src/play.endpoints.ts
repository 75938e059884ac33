import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { StartGroupControl, StartGroupControlResult } from './group-control.js';
import type {
  CreatedShareLink,
  CreateShareLink,
  RevokeShareLink,
  ShareLink,
  ShareLinkListQuery,
  StartSharedPhone,
  StartSharedPhoneResult,
} from './share-links.js';
import type { PhoneSessionError, StartPhone, StartPhoneResult, StreamCodec, ThumbnailQuery } from './stream.js';

/** POST /app-api/infra/cacloud-resource/phone/getMts: a phone, and the codec the browser prefers (as startPhone takes it). */
export type GetMediaTransport = StartPhone;

/**
 * A phone's media transport settings: where its stream is, in which codec and at what quality it
 * starts, as startPhone and the stream socket use them (modules/play/media-transport.ts).
 */
export interface MediaTransport {
  /** The stream websocket's path, relative to the console, without a ticket (startPhone adds one). */
  url: string;
  codec: StreamCodec;
  /** The long side of the picture, in pixels, a stream starts at; the browser may ask for less (a `quality` input). */
  maxSize: number;
  /** Frames per second a stream starts at. */
  fps: number;
  /** The most frames per second a `quality` input may ask for. */
  fpsMax: number;
  /** Minutes without input before a control session is disconnected. */
  idleMinutes: number;
  /** The caller may only watch (a phone shared for viewing). */
  viewOnly: boolean;
}

/** Controlling phones in the browser (spec point 7, `/infra/cacloud-resource/phone/*`); schemas in play.schemas.ts. */
export const playApi = {
  tag: 'play',
  endpoints: {
    start: postEndpoint<StartPhone, StartPhoneResult>('/app-api/infra/cacloud-resource/phone/startPhone'),
    startGroup: postEndpoint<StartGroupControl, StartGroupControlResult>('/app-api/infra/cacloud-resource/phone/startGroupControl'),
    reportError: postEndpoint<PhoneSessionError>('/app-api/infra/cacloud-resource/phone/updPhoneSessionError'),
    mediaTransport: postEndpoint<GetMediaTransport, MediaTransport>('/app-api/infra/cacloud-resource/phone/getMts'),
    /** A JPEG, not the envelope. */
    thumbnail: getEndpoint<ThumbnailQuery, Blob>('/app-api/infra/cacloud-resource/phone/thumbnail'),
  },
} satisfies ApiArea;

/** Share links of a phone's live screen, view-only (issue 5; not in the spec, in its style). */
export const shareLinksApi = {
  tag: 'share links',
  endpoints: {
    create: postEndpoint<CreateShareLink, CreatedShareLink>('/app-api/infra/share-link/create'),
    list: getEndpoint<ShareLinkListQuery, ShareLink[]>('/app-api/infra/share-link/list'),
    revoke: postEndpoint<RevokeShareLink>('/app-api/infra/share-link/revoke'),
  },
} satisfies ApiArea;

/** Watching a shared screen: no account, only the link's code. */
export const sharedScreenApi = {
  tag: 'share links',
  endpoints: {
    start: postEndpoint<StartSharedPhone, StartSharedPhoneResult>('/app-api/infra/share-link/start', 'public'),
  },
} satisfies ApiArea;
