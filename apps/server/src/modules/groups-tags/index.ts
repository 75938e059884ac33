import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { phoneGroupsRoutes } from './phone-groups.routes.js';
import { createPhoneGroupsService } from './phone-groups.service.js';
import { phoneTagsRoutes } from './phone-tags.routes.js';
import { createPhoneTagsService } from './phone-tags.service.js';

/**
 * Phone groups, the phone tree and phone tags (spec point 7). Every call acts on the signed-in
 * member's own groups and tags: another member's answer "not found", as if they did not exist.
 */
export function registerPhoneGroups(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  phoneGroupsRoutes(app, { groups: createPhoneGroupsService({ db, clock }), guard: guards.member });
  phoneTagsRoutes(app, { tags: createPhoneTagsService({ db, clock }), guard: guards.member });
}
