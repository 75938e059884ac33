import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { dictRoutes } from './dict.routes.js';
import { createDictService } from './dict.service.js';

/**
 * Dictionaries (issue 19): the operator's types and entries. Members read the entries through
 * dict-data/get (modules/front), straight from the table, so a change shows at once.
 */
export function registerSystemDict(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  const dict = createDictService({ db, clock });
  dictRoutes(app, { dict, guards });
  return dict;
}
