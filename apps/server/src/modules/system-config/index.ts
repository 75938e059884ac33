import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { configRoutes } from './config.routes.js';
import { createConfigService } from './config.service.js';

/**
 * The configuration (issue 19): the operator's key/value parameters, and the cached reads the
 * server makes of them (`value`, `dueReminderDays`), emptied on every node by any change.
 */
export function registerSystemConfig(app: FastifyInstance, { db, bus, clock, guards }: { db: Db; bus: Bus; clock: Clock; guards: Guards }) {
  const config = createConfigService({ db, bus, clock });
  configRoutes(app, { config, guards });
  app.addHook('onClose', async () => config.close());
  return config;
}
export type SystemConfig = ReturnType<typeof registerSystemConfig>;
