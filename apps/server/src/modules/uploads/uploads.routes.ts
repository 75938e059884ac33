import fastifyMultipart from '@fastify/multipart';
import {
  GROUP_CONTROL_MAX,
  GroupPushSchema,
  OperationResultsSchema,
  PHONE_BATCH_MAX,
  PUSH_FILES_MAX,
  pageQuery,
  pageResult,
  PushResultSchema,
  PushSchema,
  RetryResultSchema,
  UninstallSchema,
  UploadedFileSchema,
  UploadRecordDetailSchema,
  UploadRecordIdSchema,
  UploadRecordSchema,
  UploadUsageSchema,
  type UploadUsage,
} from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { Kv } from '../../infra/kv.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PushService } from './push.service.js';
import { watchBody } from './body-watch.js';
import { receiveUpload, type ReceiveDeps } from './receive-upload.js';
import type { RecordsService } from './records.service.js';

interface Deps {
  sessions: SessionService;
  kv: Kv;
  limits: {
    /** Uploads one member may start per minute (UPLOAD_RATE_LIMIT_PER_MINUTE), from any address. */
    perMember: number;
    /** Uploads one IP address may start per minute (UPLOAD_IP_RATE_LIMIT_PER_MINUTE), whoever signs in. */
    perIp: number;
    /** How long an upload may take in all (HTTP_REQUEST_TIMEOUT_S): longer than the API's other requests. */
    handlerTimeoutMs: number;
  };
  receive: ReceiveDeps;
  pushes: PushService;
  records: RecordsService;
  usage(memberId: number): Promise<UploadUsage>;
}

/** Uploading files, pushing them to phones, uninstalling, and the upload records (spec points 3, 5, 7). */
export async function uploadsRoutes(app: FastifyInstance, { sessions, kv, limits, receive, pushes, records, usage }: Deps) {
  // Streamed, never buffered: one file per request (so the browser shows progress per file), cut off past the limit.
  await app.register(fastifyMultipart, { limits: { fileSize: receive.maxBytes, files: 1, fields: 8, parts: 10 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['uploads'];

  // Per address before anything else is done (a flood costs no session lookup), then per member.
  const perIp = { max: limits.perIp, timeWindow: '1 minute', errorResponseBuilder: () => new AppError('UPLOAD_RATE_LIMITED') };
  const perMember = async (request: FastifyRequest) => {
    const { memberId } = requireAuth(request);
    if ((await kv.incr(`upload-rate:${memberId}`, 60)) > limits.perMember) throw new AppError('UPLOAD_RATE_LIMITED');
  };

  r.post(
    '/app-api/infra/upload-file/upload',
    {
      preHandler: [guard, perMember],
      config: { rateLimit: perIp },
      handlerTimeout: limits.handlerTimeoutMs,
      schema: {
        tags,
        summary: `Upload one file or app (multipart/form-data, part "file"), at most UPLOAD_MAX_BYTES and within the member's UPLOAD_QUOTA_BYTES; an .apk must be a valid APK (its package, label, version and icon are read)`,
        consumes: ['multipart/form-data'],
        response: replies(UploadedFileSchema),
      },
    },
    async (request, reply) => {
      const { memberId } = requireAuth(request);
      const watch = watchBody(request.raw, receive.idleMs);
      try {
        const part = await watch.until(request.file()).catch((err: unknown) => {
          if (watch.interrupted) throw watch.interrupted;
          request.log.info({ err }, 'upload without a readable file part');
          return undefined;
        });
        if (!part) throw new AppError('UPLOAD_NO_FILE');
        return ok(await receiveUpload(receive, memberId, part, watch));
      } catch (err) {
        // The rest of a refused body is not worth reading, and a silent client must not keep the socket.
        reply.header('connection', 'close');
        throw err;
      } finally {
        watch.stop();
      }
    },
  );

  r.get(
    '/app-api/infra/upload-file/usage',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Bytes the member stores against UPLOAD_QUOTA_BYTES, and how many days pushed files are kept after their last use',
        response: replies(UploadUsageSchema),
      },
    },
    async (request) => ok(await usage(requireAuth(request).memberId)),
  );

  r.post(
    '/app-api/infra/cacloud/install',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: `Push 1-${PUSH_FILES_MAX} uploaded files to a batch of 1-${PHONE_BATCH_MAX} phones: APKs are installed, other files copied to targetDir (default /sdcard/Download)`,
        body: PushSchema,
        response: replies(PushResultSchema),
      },
    },
    async (request) => ok(await pushes.push(requireAuth(request).memberId, request.body, localeOf(request))),
  );

  r.post(
    '/app-api/infra/cacloud/install-group',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: `The same push from group control, to its group as it stands (the master and its followers): 1-${GROUP_CONTROL_MAX} phones`,
        body: GroupPushSchema,
        response: replies(PushResultSchema),
      },
    },
    async (request) => ok(await pushes.push(requireAuth(request).memberId, request.body, localeOf(request))),
  );

  r.post(
    '/app-api/infra/cacloud/uninstall-apk-async',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Uninstall an app by package name from phones',
        body: UninstallSchema,
        response: replies(OperationResultsSchema),
      },
    },
    async (request) =>
      ok(await pushes.uninstall(requireAuth(request).memberId, request.body.phoneIds, request.body.packageName, localeOf(request))),
  );

  r.get(
    '/app-api/infra/upload-record/page',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The member's pushes, newest first",
        querystring: pageQuery,
        response: replies(pageResult(UploadRecordSchema)),
      },
    },
    async (request) =>
      ok(await records.page(requireAuth(request).memberId, request.query.pageNo, request.query.pageSize, localeOf(request))),
  );

  r.get(
    '/app-api/infra/upload-record/get',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One push with its files and per-phone details',
        querystring: UploadRecordIdSchema,
        response: replies(UploadRecordDetailSchema),
      },
    },
    async (request) => ok(await records.get(requireAuth(request).memberId, request.query.id, localeOf(request))),
  );

  r.post(
    '/app-api/infra/upload-record/retry',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Push again to a record's failed phones (refused while it is executing)",
        body: UploadRecordIdSchema,
        response: replies(RetryResultSchema),
      },
    },
    async (request) => ok(await pushes.retry(requireAuth(request).memberId, request.body.id)),
  );
}
