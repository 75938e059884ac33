import {
  PAD_TYPE,
  SHARE_GAME_PATH,
  SHARE_LINKS_PER_PHONE,
  SHARE_PAGE_PATH,
  type CreatedShareLink,
  type Locale,
  type ShareLink,
  type StartSharedPhoneResult,
  type StreamCodec,
} from '@cloudphone/contract';
import { AppError } from '../../http/app-error.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import { streamUrlFor } from './media-transport.js';
import type { PlayService } from './play.service.js';
import type { ShareLinkRow, ShareLinksRepo } from './share-links.repo.js';
import type { StreamTickets } from './stream-tickets.js';

/** Published when a link is revoked, so every node ends the views it serves at once. */

const view = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  phoneId: row.phoneId,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

/**
 * Share links: an owner's view-only, expiring links to a phone's screen (decision 011). A link
 * opens a stream the way startPhone does, as the owner's phone but never for input, and only while
 * the link is open and the phone is still theirs.
 */
export function createShareLinks(deps: { repo: ShareLinksRepo; play: PlayService; tickets: StreamTickets; bus: Bus; clock: Clock }) {
  const { repo, play, tickets, bus, clock } = deps;

  /** Only the owner shares: a grantee's phone is not theirs to hand on (spec point 5). */
  async function ownPhone(memberId: number, phoneId: number) {
    const phone = await play.visiblePhone(memberId, phoneId);
    if (!phone.own) throw new AppError('SHARE_OWNER_ONLY');
    return phone;
  }

  /** The link behind a code or a ticket, if it is still open and its phone still the sharer's. */
  async function openLink(find: () => Promise<ShareLinkRow | null>) {
    const link = await find();
    if (!link) throw new AppError('SHARE_NOT_FOUND');
    const phone = await play.visiblePhone(link.memberId, link.phoneId).catch(() => null);
    if (!phone?.own) throw new AppError('SHARE_NOT_FOUND');
    return { link, phone };
  }

  return {
    async create(auth: AuthContext, { phoneId, expireMinutes }: { phoneId: number; expireMinutes: number }): Promise<CreatedShareLink> {
      await ownPhone(auth.memberId, phoneId);
      const code = randomToken();
      const now = clock.now();
      const row = await repo.insertWithin(SHARE_LINKS_PER_PHONE, {
        phoneId,
        memberId: auth.memberId,
        codeHash: sha256(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + expireMinutes * 60_000),
      });
      if (!row) throw new AppError('SHARE_LIMIT', { max: SHARE_LINKS_PER_PHONE });
      // A streaming phone's screen is a game: its link opens on /shareGame, under the same rules.
      const page = (await repo.padTypeOf(phoneId)) === PAD_TYPE.streaming ? SHARE_GAME_PATH : SHARE_PAGE_PATH;
      return { ...view(row), code, path: `${page}?code=${code}` };
    },

    async list(auth: AuthContext, phoneId: number): Promise<ShareLink[]> {
      await ownPhone(auth.memberId, phoneId);
      return (await repo.listOpen(auth.memberId, phoneId, clock.now())).map(view);
    },

    async revoke(auth: AuthContext, id: number) {
      const row = await repo.revoke(auth.memberId, id, clock.now());
      if (!row) throw new AppError('SHARE_NOT_FOUND');
      await bus.publish('share-link-ended', { linkId: row.id });
      return true;
    },

    /** A view-only stream ticket for whoever holds the code; no account needed. */
    async start(
      { code, codec, game }: { code: string; codec?: StreamCodec | undefined; game?: boolean | undefined },
      locale: Locale,
    ): Promise<StartSharedPhoneResult> {
      const now = clock.now();
      let alias = '';
      let isGame = false;
      const { link, phone } = await openLink(async () => {
        const found = await repo.findOpenByHash(sha256(code), now);
        alias = found?.alias ?? '';
        isGame = found?.padType === PAD_TYPE.streaming;
        // /shareGame opens only a streaming phone's link; any other is not a game to be found there.
        return game && !isGame ? null : found;
      });
      await play.ensurePlayable(phone, locale);
      const { ticket, expiresAt } = await tickets.issue({
        memberId: link.memberId,
        // No member session: sign-outs never match it; revoking the link ends the view instead.
        sessionId: 0,
        phoneId: link.phoneId,
        viewOnly: true,
        locale,
        shareLinkId: link.id,
        ...(codec ? { codec } : {}),
      });
      return {
        url: streamUrlFor(ticket),
        ticket,
        expiresAt,
        viewOnly: true,
        alias,
        linkExpiresAt: link.expiresAt.getTime(),
        isGame,
      };
    },

    /** When a share ticket's link ends, checked again as its stream opens. */
    async openUntil(linkId: number): Promise<number> {
      const { link } = await openLink(() => repo.findOpen(linkId, clock.now()));
      return link.expiresAt.getTime();
    },
  };
}
export type ShareLinks = ReturnType<typeof createShareLinks>;
