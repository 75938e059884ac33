import { z } from 'zod';
import { idField as id } from './fields.js';
import { StartPhoneResultSchema } from './stream.js';

/**
 * Group control (spec points 2 `/groupControl`, 5 and 9): one master phone driven in the browser,
 * every input replayed on the followers. The session is one websocket: the master's play stream
 * (frames in slot 0, the play protocol unchanged) plus the followers' thumbnails, each in its own
 * slot (the frame header's `slot`), and the group messages below.
 */

/** Spec point 9: 2 to 300 phones. */
export const GROUP_CONTROL_MIN = 2;
export const GROUP_CONTROL_MAX = 300;
/** What a follower's thumbnail streams at: lower resolution and frame rate than the master. */
export const GROUP_THUMBNAIL = { maxSize: 320, fps: 10 } as const;

/** POST /app-api/infra/cacloud-resource/phone/startGroupControl */
export const StartGroupControlSchema = z
  .object({
    phoneIds: z
      .array(id, { error: 'groupControl.min' })
      .min(GROUP_CONTROL_MIN, { error: 'groupControl.min' })
      .max(GROUP_CONTROL_MAX, { error: 'groupControl.max' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
    masterId: id.optional(),
  })
  .refine((body) => body.masterId !== undefined, { error: 'groupControl.masterRequired', path: ['masterId'] })
  .refine((body) => body.masterId === undefined || body.phoneIds.includes(body.masterId), {
    error: 'groupControl.masterNotSelected',
    path: ['masterId'],
  });
export type StartGroupControl = z.input<typeof StartGroupControlSchema>;

/**
 * A follower as the group sees it. `active` replays the master's input; `paused` was paused by the
 * member; the others say why it cannot follow now, and are shown, never silently skipped.
 */
export const FOLLOWER_STATES = ['active', 'paused', 'offline', 'busy', 'occupied', 'abnormal', 'failed'] as const;
export type FollowerState = (typeof FOLLOWER_STATES)[number];

export const FollowerSchema = z.object({
  phoneId: z.number().int(),
  /** Its frames' slot on the socket (1-based; the master is 0). */
  slot: z.number().int().min(1),
  owlId: z.string(),
  alias: z.string().nullable(),
  state: z.enum(FOLLOWER_STATES),
  /** Why it is not active, in the member's language; empty when it is. */
  msg: z.string(),
});
export type Follower = z.infer<typeof FollowerSchema>;

export const StartGroupControlResultSchema = StartPhoneResultSchema.extend({
  masterId: z.number().int(),
  /** Every other selected phone, in the order chosen, with its state when the group starts. */
  followers: z.array(FollowerSchema),
});
export type StartGroupControlResult = z.infer<typeof StartGroupControlResultSchema>;

/** Group messages up the socket (JSON text), beside the play stream's own input. */
export const GroupCommandSchema = z.discriminatedUnion('type', [
  /** Stops replaying input on these followers, or starts again. */
  z.object({ type: z.literal('pause'), phoneIds: z.array(z.number().int()).min(1).max(GROUP_CONTROL_MAX) }),
  z.object({ type: z.literal('resume'), phoneIds: z.array(z.number().int()).min(1).max(GROUP_CONTROL_MAX) }),
  /** Leaves the group: its control slot is given back at once (to open it singly, say). */
  z.object({ type: z.literal('remove'), phoneIds: z.array(z.number().int()).min(1).max(GROUP_CONTROL_MAX) }),
  /** The followers whose thumbnails the page shows now; only those get frames. */
  z.object({ type: z.literal('visible'), phoneIds: z.array(z.number().int()).max(GROUP_CONTROL_MAX) }),
]);
export type GroupCommand = z.infer<typeof GroupCommandSchema>;
export const GROUP_COMMANDS = ['pause', 'resume', 'remove', 'visible'] as const;

/** Group messages down the socket. */
export const GroupEventSchema = z.discriminatedUnion('type', [
  /** Followers whose state changed (or all of them, after `ready`). */
  z.object({ type: z.literal('followers'), followers: z.array(FollowerSchema) }),
  /** Followers that left the group (removed, or no longer the member's). */
  z.object({ type: z.literal('removed'), phoneIds: z.array(z.number().int()) }),
  /**
   * An input of the master has been handed to every active follower: how many took it and how
   * long that took on the server, so the page (and the bench) can tell.
   */
  z.object({ type: z.literal('replayed'), seq: z.number().int(), applied: z.number().int(), skipped: z.number().int(), ms: z.number() }),
]);
export type GroupEvent = z.infer<typeof GroupEventSchema>;
