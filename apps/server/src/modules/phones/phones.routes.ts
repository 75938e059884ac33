import {
  CustomizationSchema,
  DensitySchema,
  OperationResultsSchema,
  pageResult,
  PHONE_BATCH_MAX,
  PhoneHistoryQuerySchema,
  PhoneIdsSchema,
  PhoneOperationEntrySchema,
  PhonePageQuerySchema,
  PhoneRowSchema,
  ReplaceSchema,
  UpdateAliasSchema,
  type Locale,
  type OperationResults,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PhoneOperations } from './phone-operations.service.js';
import type { PhonesService } from './phones.service.js';

interface Deps {
  sessions: SessionService;
  phones: PhonesService;
  operations: PhoneOperations;
}

type Batch = (memberId: number, phoneIds: number[], locale: Locale) => Promise<OperationResults>;

/** The phone list and every phone operation (spec point 7, "Phones"), under /app-api. */
export async function phonesRoutes(app: FastifyInstance, { sessions, phones, operations }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['phones'];

  r.post(
    '/app-api/trade/phone/app-page',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "The member's phones and those shared with them: search (one ID or alias, or a comma-separated batch), group, tag, status, expiring soon, shared or not, sort type 1 expiry / 2 name / 3 newest / 4 status",
        body: PhonePageQuerySchema,
        response: replies(pageResult(PhoneRowSchema)),
      },
    },
    // Sent as the JSON string the list cache keeps (the schema above documents it): serialising and
    // checking twenty rows on every request was a fifth of the list's cost (bench/phones-list).
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send((await phones.pageJson(requireAuth(request).memberId, request.body)) as never),
  );

  r.post(
    '/app-api/trade/phone/update-alias',
    {
      preHandler: guard,
      schema: { tags, summary: 'Rename a phone (1 to 10 characters)', body: UpdateAliasSchema, response: replies(z.boolean()) },
    },
    async (request) => ok(await phones.rename(requireAuth(request).memberId, request.body.phoneId, request.body.alias)),
  );

  const batches: Array<[string, string, Batch]> = [
    [
      '/app-api/infra/cacloud/reboot-instance',
      'Restart phones (about 5 minutes); a batch cannot include phones shared with you',
      phones.guardBatchReboot(operations.reboot),
    ],
    ['/app-api/trade/phone/reset-batch', `Factory-reset phones (about 10 minutes), at most ${PHONE_BATCH_MAX}`, operations.reset],
    ['/app-api/infra/cacloud/powerOnInstanceAsync', 'Power phones on', (m, ids, l) => operations.power(m, ids, l, true)],
    ['/app-api/infra/cacloud/shutDownInstanceAsync', 'Power phones off', (m, ids, l) => operations.power(m, ids, l, false)],
    ['/app-api/infra/cacloud/start', 'Start phones (power on)', (m, ids, l) => operations.power(m, ids, l, true)],
    ['/app-api/infra/cacloud/stop', 'Stop phones (power off)', (m, ids, l) => operations.power(m, ids, l, false)],
    ['/app-api/trade/phone/check', 'Whether each phone can be operated now', operations.check],
    ['/app-api/trade/phone/updPhoneStateRunning', 'Enter failed phones directly: back to running as they are', operations.acknowledge],
    ['/app-api/trade/phone/check-replace', 'Whether each phone can be replaced now', operations.checkReplace],
    ['/app-api/trade/phone-bound/retry-migrate', 'Retry a failed data migration from its backup', operations.retryMigrate],
    ['/app-api/infra/renew/renew', 'One-click new machine (Android 10, Orion865): free 30 per month, one per phone', operations.newMachine],
    ['/app-api/infra/file/clear-phone-files', "Clear the phones' files", operations.clearFiles],
    ['/app-api/infra/file/return-home', 'Go to the home screen', operations.home],
  ];
  for (const [url, summary, run] of batches) {
    r.post(
      url,
      { preHandler: guard, schema: { tags, summary, body: PhoneIdsSchema, response: replies(OperationResultsSchema) } },
      async (request) => ok(await run(requireAuth(request).memberId, request.body.phoneIds, localeOf(request))),
    );
  }

  for (const url of ['/app-api/trade/phone/replace', '/app-api/trade/phone/replace-batch']) {
    r.post(
      url,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'Replace phones with new machines, migrating the data (backup then restore) or not; the old machine is factory-reset',
          body: ReplaceSchema,
          response: replies(OperationResultsSchema),
        },
      },
      async (request) =>
        ok(await operations.replace(requireAuth(request).memberId, request.body.phoneIds, localeOf(request), request.body.migrate)),
    );
  }

  r.post(
    '/app-api/infra/density/setDensity',
    {
      preHandler: guard,
      schema: { tags, summary: 'Set the screen density (DPI)', body: DensitySchema, response: replies(OperationResultsSchema) },
    },
    async (request) =>
      ok(await operations.setDensity(requireAuth(request).memberId, request.body.phoneIds, localeOf(request), request.body.dpi)),
  );

  r.post(
    '/app-api/infra/renew-redesign/renew',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Customize phones: brand, model, serial number, country, city, location, time zone, DPI (a batch: Android 10 with Orion865 only)',
        body: CustomizationSchema,
        response: replies(OperationResultsSchema),
      },
    },
    async (request) => {
      const { memberId } = requireAuth(request);
      const profile = phones.profileFor(request.body);
      return ok(await operations.customize(memberId, request.body.phoneIds, localeOf(request), profile));
    },
  );

  r.post(
    '/app-api/trade/phone-bound/query-status',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Current status of phones (unknown ones are left out)',
        body: PhoneIdsSchema,
        response: replies(
          z.object({ list: z.array(z.object({ phoneId: z.number().int(), status: z.number().int(), powerOn: z.boolean() })) }),
        ),
      },
    },
    async (request) => ok({ list: await phones.statuses(requireAuth(request).memberId, request.body.phoneIds) }),
  );

  r.get(
    '/app-api/infra/renew-redesign/query-renew-times',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Free one-click new machine uses this month',
        response: replies(z.object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int() })),
      },
    },
    async (request) => ok(await operations.newMachineQuota(requireAuth(request).memberId)),
  );

  r.get(
    '/app-api/trade/phone/operations',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "A phone's operation history (who, what, when, result), newest first",
        querystring: PhoneHistoryQuerySchema,
        response: replies(z.array(PhoneOperationEntrySchema)),
      },
    },
    async (request) => {
      await phones.ensureVisible(requireAuth(request).memberId, request.query.phoneId);
      return ok(await operations.history(request.query.phoneId, localeOf(request)));
    },
  );
}
