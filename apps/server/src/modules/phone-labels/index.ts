import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { phoneLabelsRoutes } from './phone-labels.routes.js';
import { createPhoneLabelsService } from './phone-labels.service.js';

/** Labels on phones (issue 17): written and read by the phone's owner only, shown on its card. */
export function registerPhoneLabels(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  const labels = createPhoneLabelsService({ db, clock });
  phoneLabelsRoutes(app, { labels, guard: guards.member });
  return labels;
}
