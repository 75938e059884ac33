import fastifyMultipart from '@fastify/multipart';
import { pushApi, pushSchemas, uploadsApi, uploadsSchemas, type UploadUsage } from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { requireAuth, type Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { Kv } from '../../infra/kv.js';
import type { Exports } from '../account/exports.js';
import type { PushService } from './push.service.js';
import { watchBody } from './body-watch.js';
import { receiveUpload, type ReceiveDeps } from './receive-upload.js';
import type { RecordsService } from './records.service.js';

interface Deps {
  guard: Guard;
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
  /** Where record exports go (modules/account). */
  exports: Exports;
  usage(memberId: number): Promise<UploadUsage>;
}

/** Uploading files, pushing them to phones, uninstalling, and the upload records (spec points 3, 5, 7). */
export async function uploadsRoutes(app: FastifyInstance, { guard, kv, limits, receive, pushes, records, exports, usage }: Deps) {
  // Streamed, never buffered: one file per request (so the browser shows progress per file), cut off past the limit.
  await app.register(fastifyMultipart, { limits: { fileSize: receive.maxBytes, files: 1, fields: 8, parts: 10 } });

  // Per address before anything else is done (a flood costs no session lookup), then per member.
  const perIp = { max: limits.perIp, timeWindow: '1 minute', errorResponseBuilder: () => new AppError('UPLOAD_RATE_LIMITED') };
  const perMember = async (request: FastifyRequest) => {
    const { memberId } = requireAuth(request);
    if ((await kv.incr(`upload-rate:${memberId}`, 60)) > limits.perMember) throw new AppError('UPLOAD_RATE_LIMITED');
  };

  serveMemberArea(
    app,
    guard,
    {
      area: uploadsApi,
      schemas: uploadsSchemas,
      routes: {
        upload: {
          config: { rateLimit: perIp },
          preHandler: perMember,
          handlerTimeout: limits.handlerTimeoutMs,
          consumes: ['multipart/form-data'],
        },
      },
    },
    {
      usage: ({ memberId }) => usage(memberId),
      upload: async ({ memberId, request, reply }) => {
        const watch = watchBody(request.raw, receive.idleMs);
        try {
          const part = await watch.until(request.file()).catch((err: unknown) => {
            if (watch.interrupted) throw watch.interrupted;
            request.log.info({ err }, 'upload without a readable file part');
            return undefined;
          });
          if (!part) throw new AppError('UPLOAD_NO_FILE');
          return await receiveUpload(receive, memberId, part, watch);
        } catch (err) {
          // The rest of a refused body is not worth reading, and a silent client must not keep the socket.
          reply.header('connection', 'close');
          throw err;
        } finally {
          watch.stop();
        }
      },
      recordPage: ({ memberId, input, locale }) => records.page(memberId, input.pageNo, input.pageSize, locale),
      recordExport: async ({ memberId, locale }) => exports.saveCsv(memberId, 'upload-records', await records.exportRows(memberId, locale)),
      record: ({ memberId, input, locale }) => records.get(memberId, input.id, locale),
      retry: ({ memberId, input }) => pushes.retry(memberId, input.id),
    },
  );

  serveMemberArea(
    app,
    guard,
    { area: pushApi, schemas: pushSchemas },
    {
      install: ({ memberId, input, locale }) => pushes.push(memberId, input, locale),
      installGroup: ({ memberId, input, locale }) => pushes.push(memberId, input, locale),
      uninstall: ({ memberId, input, locale }) => pushes.uninstall(memberId, input.phoneIds, input.packageName, locale),
    },
  );
}
