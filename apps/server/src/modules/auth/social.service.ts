import type { AuthTokens, SocialLoginResult } from '@cloudphone/contract';
import type { SocialBindSchema, SocialLoginSchema } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { SocialProvider, SocialProviderType } from '../../providers/social/types.js';
import { createMembersRepo, MEMBER_STATUS, type MemberRow } from '../member/members.repo.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { CodeService } from './codes.service.js';
import type { SessionService } from './sessions.service.js';
import { createSocialRepo } from './social.repo.js';
import { randomToken } from './tokens.js';

/** How long a member has to come back from the provider, and then to bind a phone. */
export const SOCIAL_STATE_TTL_S = 600;
export const SOCIAL_BIND_TTL_S = 600;

interface Deps {
  db: Db;
  kv: Kv;
  clock: Clock;
  sessions: SessionService;
  codes: CodeService;
  providers: SocialProvider[];
  /** Redirect URIs must be on this origin, or the flow would be an open redirect. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Runs once a bind that created the account committed (the new member's trial phone). */
  onMemberCreated?: (memberId: number) => Promise<void>;
}

/** One authorization attempt, stored under its state until the browser returns (single use). */
interface StateRecord {
  type: SocialProviderType;
  redirectUri: string;
  extras: Record<string, string>;
  expiresAt: number;
}

/** A social identity waiting for a phone number (single use). */
interface BindTicket {
  provider: SocialProviderType;
  subject: string;
  nickname: string | null;
  expiresAt: number;
}

const stateKey = (state: string) => `social:state:${state}`;
const ticketKey = (ticket: string) => `social:bind:${ticket}`;
const defaultNickname = (phone: string) => `用户${phone.slice(-4)}`;

function parse<T>(raw: string | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/**
 * Social sign-in: a random single-use state bound to the provider and redirect URI, the code
 * exchange, then either a session (identity already linked) or a bind ticket that an SMS-proven
 * phone number turns into a session.
 */
export function createSocialService({ db, kv, clock, sessions, codes, providers, publicUrl, log, onMemberCreated }: Deps) {
  const byType = new Map(providers.map((p) => [p.type as string, p]));
  const publicOrigin = new URL(publicUrl).origin;

  function providerOf(type: string) {
    const provider = byType.get(type);
    if (!provider) throw new AppError('SOCIAL_UNKNOWN_PROVIDER');
    return provider;
  }

  /** Provider failures reach the member as one translated message; the log keeps the cause. */
  async function talkTo<T>(provider: SocialProvider, step: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      log.warn({ err, provider: provider.type, step }, 'social provider failed');
      throw Object.assign(new AppError('SOCIAL_FAILED'), { cause: err });
    }
  }

  /** Opens the session in the caller's work transaction, then tells the other browsers (as auth.service does). */
  async function signIn(meta: RequestMeta, work: (tx: Db) => Promise<MemberRow>): Promise<AuthTokens> {
    const { tokens, revoked } = await db.transaction(async (tx) => {
      const member = await work(tx as unknown as Db);
      if (member.status !== MEMBER_STATUS.normal) throw new AppError('MEMBER_DISABLED');
      return sessions.open(tx, 'member', member.id, { loginType: 'social', ip: meta.ip, userAgent: meta.userAgent });
    });
    await sessions.announceOccupied(revoked);
    return tokens;
  }

  function checkRedirectUri(redirectUri: string): string {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw new AppError('BAD_REQUEST');
    }
    // Same origin only (no open redirect); no credentials and no fragment (RFC 6749 section 3.1.2).
    if (url.origin !== publicOrigin || url.username || url.password || url.href.includes('#')) throw new AppError('BAD_REQUEST');
    return url.href;
  }

  return {
    /** Starts an attempt: remembers a fresh state and returns the provider's authorization URL. */
    async authorizationUrl(type: string, redirectUri: string): Promise<string> {
      const provider = providerOf(type);
      const target = checkRedirectUri(redirectUri);
      const state = randomToken();
      const { url, extras } = await talkTo(provider, 'authorize', () => provider.authorizationUrl(state, target));
      const record: StateRecord = {
        type: provider.type,
        redirectUri: target,
        extras,
        expiresAt: clock.now().getTime() + SOCIAL_STATE_TTL_S * 1000,
      };
      await kv.set(stateKey(state), JSON.stringify(record), SOCIAL_STATE_TTL_S);
      return url;
    },

    /** Finishes an attempt: the state is spent whatever happens next. */
    async login(input: z.output<typeof SocialLoginSchema>, meta: RequestMeta): Promise<SocialLoginResult> {
      const provider = providerOf(input.type);
      const record = parse<StateRecord>(await kv.take(stateKey(input.state)));
      if (!record || record.type !== provider.type || record.expiresAt <= clock.now().getTime()) throw new AppError('SOCIAL_BAD_STATE');
      const identity = await talkTo(provider, 'exchange', () =>
        provider.exchange(input.code, record.redirectUri, { state: input.state, extras: record.extras }),
      );

      const linked = await createSocialRepo(db).find(provider.type, identity.subject);
      if (linked?.memberId) {
        const memberId = linked.memberId;
        const tokens = await signIn(meta, async (tx) => {
          const member = await createMembersRepo(tx).findById(memberId);
          // Unreachable while identities cascade with their member; a plain error shows up in the log.
          if (!member) throw new Error(`social identity linked to missing member ${memberId}`);
          return member;
        });
        return { bound: true, ...tokens };
      }

      const bindTicket = randomToken();
      const ticket: BindTicket = {
        provider: provider.type,
        subject: identity.subject,
        nickname: identity.nickname,
        expiresAt: clock.now().getTime() + SOCIAL_BIND_TTL_S * 1000,
      };
      await kv.set(ticketKey(bindTicket), JSON.stringify(ticket), SOCIAL_BIND_TTL_S);
      return { bound: false, bindTicket, nickname: identity.nickname };
    },

    /**
     * Links the identity to the phone proven by an SMS code (scene 'bind'): the phone's account if
     * it has one, a new account otherwise. A wrong code leaves the ticket usable for another try;
     * a successful bind spends it.
     */
    async bind(input: z.output<typeof SocialBindSchema>, meta: RequestMeta): Promise<AuthTokens> {
      const key = ticketKey(input.bindTicket);
      const ticket = parse<BindTicket>(await kv.get(key));
      if (!ticket || ticket.expiresAt <= clock.now().getTime()) throw new AppError('SOCIAL_BIND_EXPIRED');
      let newMemberId: number | null = null;
      const tokens = await signIn(meta, async (tx) => {
        await codes.verify(tx, 'sms', input.phone, 'bind', input.code, { consume: true });
        const members = createMembersRepo(tx);
        const created = async () => {
          const row = await members.create({
            phone: input.phone,
            nickname: ticket.nickname?.slice(0, 40) || defaultNickname(input.phone),
            channelCode: input.channelCode || 'default',
          });
          newMemberId = row?.id ?? null;
          return row;
        };
        const member =
          (await members.findByPhone(input.phone)) ??
          (await created()) ??
          // Created by a concurrent request between the two statements above.
          (await members.findByPhone(input.phone));
        if (!member) throw new AppError('REGISTER_FAILED');
        const linked = await createSocialRepo(tx).link({
          provider: ticket.provider,
          subject: ticket.subject,
          memberId: member.id,
          nickname: ticket.nickname,
          createdAt: clock.now(),
        });
        // Already linked by an earlier use of this ticket: it is spent.
        if (!linked) throw new AppError('SOCIAL_BIND_EXPIRED');
        return member;
      });
      await kv.del(key);
      if (newMemberId !== null) await onMemberCreated?.(newMemberId);
      return tokens;
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
