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
import type { PhoneSessionError, StartPhone, StartPhoneResult, ThumbnailQuery } from './stream.js';

/** Controlling phones in the browser (spec point 7, `/infra/cacloud-resource/phone/*`); schemas in play.schemas.ts. */
export const playApi = {
  tag: 'play',
  endpoints: {
    start: postEndpoint<StartPhone, StartPhoneResult>('/app-api/infra/cacloud-resource/phone/startPhone'),
    startGroup: postEndpoint<StartGroupControl, StartGroupControlResult>('/app-api/infra/cacloud-resource/phone/startGroupControl'),
    reportError: postEndpoint<PhoneSessionError>('/app-api/infra/cacloud-resource/phone/updPhoneSessionError'),
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
