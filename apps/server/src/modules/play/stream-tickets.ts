import { STREAM_TICKET_TTL_SECONDS, type Locale, type StreamCodec } from '@cloudphone/contract';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { randomToken, sha256 } from '../auth/tokens.js';

/** What a ticket opens: one phone, for one member's session, as they may use it. */
export interface StreamTicket {
  memberId: number;
  sessionId: number;
  phoneId: number;
  viewOnly: boolean;
  /** The language of the messages the stream sends (the startPhone request's). */
  locale: Locale;
  /** Set when a share link opened it: view-only, no member session, ends with the link. */
  shareLinkId?: number;
  /** Set by startGroupControl: the phone is the master, and these follow it (in the order chosen). */
  group?: { followerIds: number[] };
  /** The codec the browser asked for; absent means JPEG. */
  codec?: StreamCodec;
  expiresAt: number;
}

// Only the hash is stored: a leaked store does not open streams.
const key = (ticket: string) => `stream-ticket:${sha256(ticket)}`;

/**
 * Stream tickets: a random token handed out by startPhone that opens the stream websocket once,
 * within STREAM_TICKET_TTL_SECONDS. They live in the shared KV so the socket may land on any node.
 * The expiry is also checked against the injected clock, so tests can let a ticket run out.
 */
export function createStreamTickets({ kv, clock }: { kv: Kv; clock: Clock }) {
  return {
    async issue(grant: Omit<StreamTicket, 'expiresAt'>) {
      const ticket = randomToken();
      const expiresAt = clock.now().getTime() + STREAM_TICKET_TTL_SECONDS * 1000;
      await kv.set(key(ticket), JSON.stringify({ ...grant, expiresAt } satisfies StreamTicket), STREAM_TICKET_TTL_SECONDS);
      return { ticket, expiresAt };
    },

    /** Uses a ticket up; undefined when it is unknown, already used or expired. */
    async redeem(ticket: string): Promise<StreamTicket | undefined> {
      if (!ticket || ticket.length > 100) return undefined;
      const raw = await kv.take(key(ticket));
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as StreamTicket;
      return stored.expiresAt > clock.now().getTime() ? stored : undefined;
    },
  };
}
export type StreamTickets = ReturnType<typeof createStreamTickets>;
