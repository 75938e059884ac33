import {
  GROUP_COMMANDS,
  GroupCommandSchema,
  pickLocale,
  STREAM_CLOSE,
  STREAM_ERRORS,
  translate,
  type StreamControl,
  type StreamErrorCode,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { DeviceRefused, type DeviceDriver, type DeviceStream } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import { endCodeOf } from '../../realtime/session-sockets.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { ControlLease, ControlLocks } from './control-lock.js';
import { createFrameMux } from './frame-mux.js';
import { createGroupFollowers, type GroupFollowers } from './group/group-followers.js';
import type { Handovers } from './handover.js';
import type { PlaySession } from './play-session.js';
import type { PlaySessions } from './play-sessions.js';
import { deviceStreamOptions, STREAM_PATH } from './media-transport.js';
import type { PlayService } from './play.service.js';
import type { ShareLinks } from './share-links.service.js';
import type { StreamTickets } from './stream-tickets.js';
import '../../http/server-messages.js';

interface Deps {
  play: PlayService;
  sessions: SessionService;
  tickets: StreamTickets;
  locks: ControlLocks;
  playSessions: PlaySessions;
  driver: DeviceDriver;
  shareLinks: ShareLinks;
  handovers: Handovers;
  idleMinutes: number;
}

/** Why the phone a ticket names cannot be streamed now, in the stream's words. */
function refusalOf(error: unknown): StreamErrorCode {
  if (error instanceof AppError) {
    if (error.errorName === 'PLAY_OFFLINE' || error.errorName === 'PLAY_POWERED_OFF') return 'offline';
    if (error.errorName === 'PLAY_PHONE_ABNORMAL') return 'phoneAbnormal';
    if (error.errorName === 'PHONE_NOT_FOUND') return 'joinFailed';
    if (error.errorName === 'SHARE_NOT_FOUND') return 'shareEnded';
    return 'connectFailed';
  }
  if (error instanceof DeviceRefused && error.reason === 'offline') return 'offline';
  return 'connectFailed';
}

/** A group-control command (pause, resume, remove, visible), or undefined for the play stream's own messages. */
function groupCommandOf(data: RawData) {
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return undefined;
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (!(GROUP_COMMANDS as readonly unknown[]).includes(type)) return undefined;
  const parsed = GroupCommandSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The stream websocket `/websocket/stream?ticket=` (ARCHITECTURE.md section 5). The ticket from
 * startPhone opens it once; the phone is checked again, the control slot taken unless view-only,
 * the device stream opened, and the session runs until one side ends it. The owner whose phone's
 * slot a grantee holds watches instead, able to take control (handover.ts); a grantee's session
 * is written into the owner's audit trail once open.
 */
export async function streamSocket(app: FastifyInstance, deps: Deps) {
  const { play, sessions, tickets, locks, playSessions, driver, shareLinks, handovers, idleMinutes } = deps;

  app.get(STREAM_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const query = request.query as { ticket?: string; lang?: string };
    let locale = pickLocale(query.lang ?? request.headers['accept-language']);
    // Input that arrives while the ticket is checked waits for the session.
    const early: Array<[RawData, boolean]> = [];
    const hold = (data: RawData, isBinary: boolean) => void early.push([data, isBinary]);
    let closed = false;
    socket.on('message', hold);
    socket.on('close', () => {
      closed = true;
    });
    socket.on('error', (err) => request.log.info({ err }, 'stream socket error'));

    const fail = (code: StreamErrorCode) => {
      if (closed) return;
      closed = true;
      socket.send(JSON.stringify({ type: 'error', code, msg: translate(STREAM_ERRORS[code], locale) } satisfies StreamControl));
      socket.close(STREAM_CLOSE[code], code);
    };

    const ticket = await tickets.redeem(query.ticket ?? '');
    if (!ticket) return fail('joinFailed');
    locale = ticket.locale;

    // A member's ticket works only while the sign-in session it was issued to is live, and the
    // socket ends with that session (or with the grant of its phone) from here on, at any stage.
    // Registered before the check, so a revocation is either seen by the check or heard here.
    let session: PlaySession | undefined = undefined;
    if (ticket.shareLinkId === undefined) {
      const forget = sessions.sockets.add({
        sessionId: ticket.sessionId,
        memberId: ticket.memberId,
        phoneIds: () => [ticket.phoneId, ...(ticket.group?.followerIds ?? [])],
        end: (code) => (session ? session.end(code) : fail(code)),
      });
      socket.on('close', forget);
      let ended: Awaited<ReturnType<SessionService['endOf']>>;
      try {
        ended = await sessions.endOf(ticket.sessionId);
      } catch (error) {
        request.log.error({ err: error }, 'checking the session of a stream ticket failed');
        return fail('connectFailed');
      }
      if (ended) return fail(endCodeOf(ended));
      if (closed) return;
    }

    let opened: Awaited<ReturnType<PlayService['phoneFor']>>;
    let followers: Awaited<ReturnType<PlayService['followersFor']>> = [];
    // A shared view ends with its link: checked again now, then watched by the session.
    let endsAt: number | undefined;
    try {
      if (ticket.shareLinkId !== undefined) endsAt = await shareLinks.openUntil(ticket.shareLinkId);
      opened = await play.phoneFor(ticket);
      if (ticket.group) followers = await play.followersFor(ticket);
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'checking a phone for a stream failed');
      return fail(refusalOf(error));
    }
    const { phone, viewOnly } = opened;
    const isOwner = phone.own && ticket.shareLinkId === undefined;

    let lease: ControlLease | null = null;
    // The owner finds its grantee in control: it watches, and may take control (not in group control).
    let handover = false;
    if (!viewOnly) {
      lease = (await locks.acquire(phone.id, ticket.memberId)) ?? null;
      if (!lease && isOwner && !ticket.group) handover = (await handovers.granteeHolding(phone.id)) !== undefined;
      if (!lease && !handover) return fail('occupied');
    }
    const giveBack = () => void lease?.release().catch((err: unknown) => request.log.warn({ err }, 'releasing a control slot failed'));
    if (closed) return giveBack();

    let stream: DeviceStream;
    try {
      stream = await driver.openStream(phone.owlId, deviceStreamOptions(ticket.codec));
    } catch (error) {
      giveBack();
      if (!(error instanceof DeviceRefused)) request.log.error({ err: error, owlId: phone.owlId }, 'opening a device stream failed');
      return fail(refusalOf(error));
    }
    if (closed) {
      stream.close();
      return giveBack();
    }

    socket.off('message', hold);
    const mux = createFrameMux(socket);
    let group: GroupFollowers | undefined;
    if (ticket.group && !viewOnly)
      group = createGroupFollowers({ socket, mux, driver, locks, log: request.log, locale, memberId: ticket.memberId, phones: followers });
    const live = playSessions.open(
      {
        socket,
        stream,
        driver,
        memberId: ticket.memberId,
        sessionId: ticket.sessionId,
        phoneId: phone.id,
        owlId: phone.owlId,
        viewOnly: viewOnly || handover,
        handover,
        locale,
        // Someone watching a share cannot give input: the link's end ends the view, not idleness.
        idleMinutes: ticket.shareLinkId !== undefined ? 0 : idleMinutes,
        lease,
        ...(ticket.shareLinkId !== undefined ? { shareLinkId: ticket.shareLinkId, endsAt: endsAt! } : {}),
        mux,
        ...(group ? { onInput: group.replay } : {}),
        ...(isOwner ? { onTakeControl: (seq: number) => handovers.takeControl(live, seq, request.ip) } : {}),
      },
      group,
    );
    session = live;
    const onMessage = (data: RawData, isBinary: boolean) => {
      const command = group && !isBinary ? groupCommandOf(data) : undefined;
      if (command && group) group.command(command);
      else live.onMessage(data, isBinary);
    };
    socket.on('message', onMessage);
    for (const [data, isBinary] of early) onMessage(data, isBinary);
    if (group && !live.ended) void group.start().catch((err: unknown) => request.log.error({ err }, 'starting group followers failed'));
    // A grantee's session is in the owner's audit trail (issue 16); a grant ended meanwhile ends it.
    if (ticket.shareLinkId === undefined && !live.ended) {
      const shown = [phone, ...(group ? followers : [])];
      const audited = await play.auditPlay(ticket.memberId, shown, request.ip).catch((err: unknown) => {
        request.log.error({ err }, 'auditing a play session failed');
        return true;
      });
      if (!audited) live.end('grantEnded');
    }
  });
}
