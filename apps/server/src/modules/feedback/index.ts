import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { NoticesService } from '../notices/notices.service.js';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService } from './feedback.service.js';

/**
 * Feedback replies and key-account leads (issue 18): the member's own list, the operator's list
 * and reply (sent as a message of type 2). Sending feedback is the shell's (shellApi.feedback).
 */
export function registerFeedback(
  app: FastifyInstance,
  { db, clock, guards, notices }: { db: Db; clock: Clock; guards: Guards; notices: NoticesService },
) {
  const feedback = createFeedbackService({ db, clock, notices });
  feedbackRoutes(app, { feedback, guards });
  return feedback;
}
