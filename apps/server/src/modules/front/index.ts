import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import { frontRoutes } from './front.routes.js';
import { createFrontRepo } from './front.repo.js';
import type { FrontService } from './front.service.js';

/**
 * What the console shows anyone before signing in: branding, the global config, customer service,
 * data centres and dictionaries; the operator edits the config and the contacts.
 */
export function registerFront(app: FastifyInstance, { db, front, guards }: { db: Db; front: FrontService; guards: Guards }) {
  const repo = createFrontRepo(db);
  frontRoutes(app, { front, repo, guards });
  return repo;
}
