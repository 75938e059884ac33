import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { frontRoutes } from './front.routes.js';
import { createFrontRepo } from './front.repo.js';
import type { FrontService } from './front.service.js';

/** What the console shows anyone before signing in: branding, the global config, customer service. */
export function registerFront(app: FastifyInstance, { db, front }: { db: Db; front: FrontService }) {
  const repo = createFrontRepo(db);
  frontRoutes(app, { front, repo });
  return repo;
}
