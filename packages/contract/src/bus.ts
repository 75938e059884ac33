import type { PushMessage } from './push.js';

/** Why a session was revoked (sessions.service.ts). */
export type RevokeReason = 'occupied' | 'logout' | 'refresh-reuse' | 'disabled' | 'password-reset' | 'deleted';

/**
 * The server's bus channels (one process, or Redis pub/sub between nodes) and what each carries.
 * Server-only, but declared here beside the push messages they carry, so a publisher and its
 * subscribers on any node agree on the shape.
 */
export interface BusChannels {
  /** A push message for every push channel one member has open, on any node. */
  'to-member': { memberId: number; message: PushMessage };
  /** Sessions ended: their sockets close, on every node. */
  'session-revoked': { sessionIds: number[]; reason: RevokeReason };
  /** Sessions changed: nodes drop them from their session caches. */
  'session-changed': { sessionIds: number[] };
  /** A grant of a phone to a member was recalled or ran out: the grantee's sockets on it close. */
  'grant-ended': { memberId: number; phoneId: number; reason: 'recalled' | 'expired' };
  /**
   * Hand-over of a phone's control slot (issue 16): `taken`, the owner is taking it from its
   * grantee, whose node gives the slot up and keeps the grantee watching; `returned`, the owner's
   * stream closed and the grantee's session takes the slot back.
   */
  'play-control': { phoneId: number; ownerId: number; event: 'taken' | 'returned' };
  /** A share link was revoked: whoever watches through it is disconnected. */
  'share-link-ended': { linkId: number };
  /** Unread notice counts changed, for everyone or for some members. */
  'notice-count-changed': { all: true } | { all: false; memberIds: number[] };
  /** The operator changed the configuration (system_configs) or cleared its cache: every node drops its cached values. */
  'config-changed': { keys: string[] | null };
}
export type BusChannel = keyof BusChannels;
