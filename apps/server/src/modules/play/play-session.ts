import {
  PHONE_STATUS,
  STREAM_CLOSE,
  STREAM_ERRORS,
  StreamInputSchema,
  translate,
  type Locale,
  type MessageKey,
  type StreamControl,
  type StreamErrorCode,
  type StreamInput,
} from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import type { DeviceDriver, DeviceFrame, DeviceStream } from '../../devices/driver.js';
import type { Clock } from '../../infra/clock.js';
import type { ControlLease } from './control-lock.js';
import { createFrameMux, type FrameMux } from './frame-mux.js';
import { screenshotPacket } from './frame-packets.js';
import '../../http/server-messages.js';

export interface PlaySessionOptions {
  socket: WebSocket;
  stream: DeviceStream;
  driver: DeviceDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  memberId: number;
  sessionId: number;
  phoneId: number;
  owlId: string;
  viewOnly: boolean;
  /**
   * The owner watching because its grantee holds the slot (issue 16's hand-over): view-only until
   * a `take-control` input succeeds.
   */
  handover?: boolean;
  locale: Locale;
  /** Minutes without input before the session ends; 0 never. */
  idleMinutes: number;
  /** The control slot, held by every session that is not view-only (nor suspended by a hand-over). */
  lease: ControlLease | null;
  /** Pictures go out through this (group control shares it with the followers' thumbnails). */
  mux?: FrameMux;
  /** Input the phone took (not quality or screenshot): group control replays it on the followers. */
  onInput?(input: StreamInput): void;
  /** The owner's `take-control` input (absent: the sender is not the owner, and is refused). */
  onTakeControl?(seq: number): void;
  /** A view through a share link: the link, and when it expires (epoch ms). */
  shareLinkId?: number;
  endsAt?: number;
  onEnd(): void;
}

export type PlaySession = ReturnType<typeof createPlaySession>;

/**
 * One open play stream: pictures down (CONFIG when the size or rotation changes, then JPEG),
 * input up, and the reasons it ends (idle, the phone going away, the device stream failing).
 * In a hand-over the owner's session gains the slot (`grantControl`) and the grantee's gives it
 * up and stays open to watch (`suspend`) until it gets the slot back (`resume`).
 */
export function createPlaySession(options: PlaySessionOptions) {
  const { socket, stream, clock, log, locale } = options;
  let { viewOnly, lease } = options;
  let handover = options.handover ?? false;
  /** A grantee's session whose slot the owner took: open, watching, input refused. */
  let suspended = false;
  let ended = false;
  let lastActivity = clock.now().getTime();
  const pictures = (options.mux ?? createFrameMux(socket)).channel(0, () => stream.requestKeyFrame?.());
  let unsubscribe = () => {};
  /** The phone's status as last forwarded: a session only opens on a running, powered-on phone. */
  let shown: { status: number; powerOn: boolean } = { status: PHONE_STATUS.running, powerOn: true };

  const control = (message: StreamControl) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (seq: number | null, msg: string) => control({ type: 'refused', seq, msg });
  const giveBack = (held: ControlLease) =>
    void held.release().catch((err: unknown) => log.warn({ err, phoneId: options.phoneId }, 'releasing a control slot failed'));

  function end(reason?: StreamErrorCode, closeCode: number = reason ? STREAM_CLOSE[reason] : 1000, closeReason = reason ?? 'closed') {
    if (ended) return;
    ended = true;
    unsubscribe();
    pictures.close();
    try {
      stream.close();
    } catch (err) {
      log.warn({ err, owlId: options.owlId }, 'closing a device stream failed');
    }
    if (lease) giveBack(lease);
    lease = null;
    if (reason) {
      const params = reason === 'idle' ? { minutes: options.idleMinutes } : undefined;
      control({ type: 'error', code: reason, msg: translate(STREAM_ERRORS[reason], locale, params) });
    }
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(closeCode, closeReason);
    options.onEnd();
  }

  function onFrame(frame: DeviceFrame) {
    if (!ended) pictures.push(frame);
  }

  /** Applies one input; a failing device stream ends the session. */
  function apply(run: () => void) {
    try {
      run();
    } catch (err) {
      log.warn({ err, owlId: options.owlId }, 'device stream refused input');
      end('streamLeft');
    }
  }

  function screenshot(seq: number) {
    stream.screenshot().then(
      (jpeg) => {
        if (!ended && socket.readyState === WebSocket.OPEN) socket.send(screenshotPacket(jpeg, seq, clock.now().getTime()));
      },
      (err: unknown) => {
        log.warn({ err, owlId: options.owlId }, 'device screenshot failed');
        end('streamLeft');
      },
    );
  }

  function onMessage(raw: RawData, isBinary: boolean) {
    if (ended) return;
    let json: unknown;
    try {
      json = isBinary ? undefined : JSON.parse(raw.toString());
    } catch {
      json = undefined;
    }
    const parsed = StreamInputSchema.safeParse(json);
    if (!parsed.success) {
      const seq = (json as { seq?: unknown } | undefined)?.seq;
      refuse(typeof seq === 'number' && Number.isInteger(seq) ? seq : null, translate('validation.invalid', locale));
      return;
    }
    const input: StreamInput = parsed.data;
    // The browser sends `quality` on its own (a resize); everything else is the member at work.
    if (input.type !== 'quality') lastActivity = clock.now().getTime();
    switch (input.type) {
      case 'quality':
        apply(() => stream.setQuality({ maxSize: input.maxSize, fps: input.fps }));
        return;
      case 'screenshot':
        // A still is a way of looking: view-only members may take one.
        screenshot(input.seq);
        return;
      case 'take-control':
        if (options.onTakeControl) options.onTakeControl(input.seq);
        else refuse(input.seq, translate('accredit.ownerOnly', locale));
        return;
      default:
        if (suspended) refuse(input.seq, translate('accredit.controlTaken', locale));
        else if (viewOnly) refuse(input.seq, translate(STREAM_ERRORS.viewOnly, locale));
        // Fenced off: the slot may have lapsed (the store was out of reach); the heartbeat settles it.
        else if (lease && !lease.held()) refuse(input.seq, translate(STREAM_ERRORS.occupied, locale));
        else {
          apply(() => stream.input(input));
          if (!ended) options.onInput?.(input);
        }
    }
  }

  /** The phone's status changed (a reconciler push): forwarded, and the session ends unless it still runs. */
  async function onStatus(status: number, powerOn: boolean) {
    // Pushes also come for changes the member does not see here (a rotation stored on the device).
    if (ended || (status === shown.status && powerOn === shown.powerOn)) return;
    shown = { status, powerOn };
    control({ type: 'phone-status', status, powerOn });
    if (status === PHONE_STATUS.running && powerOn) return;
    if (status === PHONE_STATUS.abnormal) {
      // Abnormal covers a device that dropped off the network: the driver knows which.
      const state = await options.driver.get(options.owlId).catch(() => null);
      end(state && state.online ? 'phoneAbnormal' : 'offline');
    } else if (!powerOn) end('offline');
    else if (status === PHONE_STATUS.maintenance) end('phoneAbnormal');
    // Restarting, resetting, ...: the screen this stream showed is gone.
    else end('streamLeft');
  }

  let missedPongs = 0;
  socket.on('pong', () => {
    missedPongs = 0;
  });
  socket.on('close', () => end());

  // `ready` first: the browser sets up its view on it, then the pictures follow.
  control({ type: 'ready', viewOnly, idleMinutes: options.idleMinutes, ...(handover ? { handover: true } : {}) });
  unsubscribe = stream.onFrame(onFrame);

  return {
    get memberId() {
      return options.memberId;
    },
    get sessionId() {
      return options.sessionId;
    },
    get phoneId() {
      return options.phoneId;
    },
    get lease() {
      return lease;
    },
    get shareLinkId() {
      return options.shareLinkId;
    },
    get ended() {
      return ended;
    },
    get owlId() {
      return options.owlId;
    },
    /** The owner watching its grantee's control, able to take it. */
    get handover() {
      return handover;
    },
    get suspended() {
      return suspended;
    },
    /** Sends a `refused` for an input, in the session's language. */
    refuse: (seq: number | null, key: MessageKey) => refuse(seq, translate(key, locale)),
    /** The owner's take-control worked: its input reaches the phone from now on. False once ended (the caller gives the slot back). */
    grantControl(taken: ControlLease) {
      if (ended || !handover) return false;
      handover = false;
      viewOnly = false;
      lease = taken;
      control({ type: 'control-granted' });
      return true;
    },
    /** The language the session's member reads (their browser's). */
    get locale() {
      return locale;
    },
    /** The owner takes the slot: this grantee's session gives it up and watches, input refused. True when it had the slot. */
    suspend() {
      if (ended || suspended || !lease) return false;
      suspended = true;
      giveBack(lease);
      lease = null;
      control({ type: 'control-taken', msg: translate('accredit.controlTaken', locale) });
      return true;
    },
    /** The owner's stream closed: the slot is this session's again. False when it no longer wants it. */
    resume(taken: ControlLease) {
      if (ended || !suspended) return false;
      suspended = false;
      lease = taken;
      lastActivity = clock.now().getTime();
      control({ type: 'control-returned', msg: translate('accredit.controlReturned', locale) });
      return true;
    },
    onMessage,
    onStatus,
    end,
    /** Pings the browser; one that has not answered three pings is gone (its control slot with it). */
    probe() {
      if (ended) return;
      if (missedPongs >= 3) {
        socket.terminate();
        end();
        return;
      }
      missedPongs++;
      socket.ping();
    },
    /** Ends the session when nobody has touched it for the configured minutes, or its share link ran out. */
    checkIdle(now: number) {
      if (options.endsAt !== undefined && now >= options.endsAt) end('shareEnded');
      else if (options.idleMinutes > 0 && now - lastActivity >= options.idleMinutes * 60_000) end('idle');
    },
  };
}
