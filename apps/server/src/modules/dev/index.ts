import type { FastifyInstance } from 'fastify';
import { outboxRoutes } from './outbox.routes.js';
import type { OutboxRepo } from './outbox.repo.js';

/** The development outbox page (/dev-api/outbox): what the console SMS and mail providers would have sent. Never in production. */
export async function registerDev(app: FastifyInstance, { outbox }: { outbox: OutboxRepo }) {
  await app.register(outboxRoutes, { outbox });
}
