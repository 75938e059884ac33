import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { Guards } from '../../http/authenticate.js';
import { createControlLocks } from './control-lock.js';
import { createHandovers } from './handover.js';
import { createPlaySessions } from './play-sessions.js';
import { playRoutes } from './play.routes.js';
import { createPlayService } from './play.service.js';
import { createSessionErrorsRepo } from './session-errors.repo.js';
import { createShareLinksRepo } from './share-links.repo.js';
import { shareLinkRoutes } from './share-links.routes.js';
import { createShareLinks } from './share-links.service.js';
import { streamSocket } from './stream-socket.js';
import { createStreamTickets } from './stream-tickets.js';
import { createThumbnails } from './thumbnails.js';

/**
 * The play area: startPhone's tickets, the stream websocket with its one-controller-per-phone
 * slot and the owner's hand-over from a grantee, the browser's failure reports, and view-only
 * share links.
 */
export async function registerPlay(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'PLAY_IDLE_MINUTES'>;
    db: Db;
    kv: Kv;
    bus: Bus;
    clock: Clock;
    sessions: SessionService;
    guards: Guards;
    driver: DeviceDriver;
  },
) {
  const { config, db, kv, bus, clock, sessions, guards, driver } = deps;
  const tickets = createStreamTickets({ kv, clock });
  const locks = createControlLocks(kv);
  const play = createPlayService({
    db,
    clock,
    driver,
    tickets,
    errors: createSessionErrorsRepo(db),
    idleMinutes: config.PLAY_IDLE_MINUTES,
  });
  const shareLinks = createShareLinks({ repo: createShareLinksRepo(db), play, tickets, bus, clock });
  const playSessions = createPlaySessions({ bus, clock, log: app.log, locks });
  const handovers = createHandovers({ db, bus, clock, locks, log: app.log });
  // @fastify/websocket closes the sockets on the way down (their sessions end with them); this
  // stops the timers and bus listeners and ends anything left.
  app.addHook('onClose', async () => playSessions.close());

  playRoutes(app, { guard: guards.member, play, thumbnails: createThumbnails({ play, driver, clock }) });
  shareLinkRoutes(app, { guard: guards.member, shareLinks });
  await app.register(streamSocket, {
    play,
    sessions,
    tickets,
    locks,
    playSessions,
    driver,
    shareLinks,
    handovers,
    idleMinutes: config.PLAY_IDLE_MINUTES,
  });
  return { play, playSessions, shareLinks };
}
