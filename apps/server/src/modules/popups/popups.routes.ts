import {
  AdminPopupNoticeQuerySchema,
  AdminPopupNoticeSchema,
  CreatePopupNoticeSchema,
  pageResult,
  PopupNoticeIdQuery,
  PopupNoticeQuerySchema,
  PopupNoticeSchema,
  UpdatePopupNoticeSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberGuard, operatorGuard } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PopupsService } from './popups.service.js';

interface Deps {
  popups: PopupsService;
  sessions: SessionService;
}

const BASE = '/admin-api/system/notify-msg-manager';

/** Popup notices: the member console's list (spec point 7) and the operator's create, update, delete and page. */
export async function popupsRoutes(app: FastifyInstance, { popups, sessions }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = operatorGuard(sessions);
  const tags = ['operator popup notices'];

  r.get(
    '/app-api/system/notify-msg-manager/page',
    {
      preHandler: memberGuard(sessions),
      schema: {
        tags: ['popup notices'],
        summary: 'Popup notices to show now: enabled, inside their display window, by popPriority then id',
        querystring: PopupNoticeQuerySchema,
        response: replies(pageResult(PopupNoticeSchema)),
      },
    },
    async (request) => ok(await popups.showable(request.query)),
  );

  r.get(
    `${BASE}/page`,
    {
      preHandler: operator,
      schema: {
        tags,
        summary: 'Every popup notice, newest first',
        querystring: AdminPopupNoticeQuerySchema,
        response: replies(pageResult(AdminPopupNoticeSchema)),
      },
    },
    async (request) => ok(await popups.list(request.query)),
  );

  r.post(
    `${BASE}/create`,
    {
      preHandler: operator,
      schema: {
        tags,
        summary: 'Create a popup notice; returns its id',
        body: CreatePopupNoticeSchema,
        response: replies(z.number().int()),
      },
    },
    async (request) => ok(await popups.create(request.body)),
  );

  r.put(
    `${BASE}/update`,
    {
      preHandler: operator,
      schema: { tags, summary: 'Replace a popup notice', body: UpdatePopupNoticeSchema, response: replies(z.boolean()) },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await popups.update(id, input);
      return ok(true);
    },
  );

  r.delete(
    `${BASE}/delete`,
    {
      preHandler: operator,
      schema: { tags, summary: 'Delete a popup notice', querystring: PopupNoticeIdQuery, response: replies(z.boolean()) },
    },
    async (request) => {
      await popups.remove(request.query.id);
      return ok(true);
    },
  );
}
