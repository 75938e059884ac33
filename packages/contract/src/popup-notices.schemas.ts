import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { popupNoticesAdminApi, popupNoticesApi } from './popup-notices.endpoints.js';
import {
  AdminPopupNoticeQuerySchema,
  AdminPopupNoticeSchema,
  CreatePopupNoticeSchema,
  PopupNoticeIdQuery,
  PopupNoticeQuerySchema,
  PopupNoticeSchema,
  UpdatePopupNoticeSchema,
} from './popup-notices.js';

export const popupNoticesSchemas = {
  page: {
    summary: 'Popup notices to show now: enabled, inside their display window, by popPriority then id',
    input: PopupNoticeQuerySchema,
    reply: pageResult(PopupNoticeSchema),
  },
} satisfies EndpointSchemas<typeof popupNoticesApi.endpoints>;

export const popupNoticesAdminSchemas = {
  page: { summary: 'Every popup notice, newest first', input: AdminPopupNoticeQuerySchema, reply: pageResult(AdminPopupNoticeSchema) },
  create: { summary: 'Create a popup notice; returns its id', input: CreatePopupNoticeSchema, reply: z.number().int() },
  update: { summary: 'Replace a popup notice', input: UpdatePopupNoticeSchema, reply: z.boolean() },
  remove: { summary: 'Delete a popup notice', input: PopupNoticeIdQuery, reply: z.boolean() },
} satisfies EndpointSchemas<typeof popupNoticesAdminApi.endpoints>;
