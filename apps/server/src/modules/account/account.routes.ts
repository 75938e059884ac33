import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { accountApi, accountSchemas, AVATAR_MAX_BYTES } from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { requireAuth, type Guard, type Guards } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { Kv } from '../../infra/kv.js';
import type { AvatarService } from './avatar.service.js';
import type { DeletionService } from './deletion.service.js';
import type { Exports } from './exports.js';
import type { PasswordService } from './password.service.js';
import type { ProfileService } from './profile.service.js';

interface Deps {
  guards: Guards;
  kv: Kv;
  profile: ProfileService;
  avatars: AvatarService;
  passwords: PasswordService;
  deletion: DeletionService;
  exports: Exports;
}

/** Avatar uploads one member may make per minute: each is decoded and resized. */
const AVATARS_PER_MINUTE = 10;

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The "file" part's bytes, at most AVATAR_MAX_BYTES: reading stops at the limit. */
async function avatarBytes(request: FastifyRequest): Promise<Buffer> {
  const part: MultipartFile | undefined = await request.file().catch((err: unknown) => {
    request.log.info({ err }, 'avatar upload without a readable file part');
    return undefined;
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('ACCOUNT_AVATAR_MISSING');
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated) throw new AppError('ACCOUNT_AVATAR_SIZE');
    throw err;
  }
}

/** The account center's endpoints (issue 18): profile, avatar, password, deletion, downloads. */
export async function accountRoutes(app: FastifyInstance, { guards, kv, profile, avatars, passwords, deletion, exports }: Deps) {
  // In this plugin's scope only: the avatar is the one multipart body here.
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 } });

  // The avatar's sizes are shown with <img>, which sends the Admin-Token cookie but no header; every
  // other endpoint of the area wants the Bearer token.
  const avatarPath = accountApi.endpoints.avatar.path;
  const guard: Guard = (request, reply) => (request.routeOptions.url === avatarPath ? guards.memberImage : guards.member)(request, reply);
  const perMember = async (request: FastifyRequest) => {
    const { memberId } = requireAuth(request);
    if ((await kv.incr(`avatar-rate:${memberId}`, 60)) > AVATARS_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS');
  };

  serveMemberArea(
    app,
    guard,
    {
      area: accountApi,
      schemas: accountSchemas,
      routes: { updateAvatar: { preHandler: perMember, consumes: ['multipart/form-data'] } },
    },
    {
      updateClient: ({ memberId, input }) => profile.update(memberId, input),
      updateAvatar: async ({ memberId, request, reply }) => {
        try {
          return await avatars.upload(memberId, await avatarBytes(request));
        } catch (err) {
          // The rest of a refused body is not worth reading.
          reply.header('connection', 'close');
          throw err;
        }
      },
      avatar: async ({ memberId, input, reply }) => {
        const image = await avatars.read(memberId, input.fileName);
        // A new avatar gets a new name, so a name's bytes never change.
        void reply.header('cache-control', 'private, max-age=86400');
        return image;
      },
      updatePassword: ({ memberId, sessionId, input, request }) => passwords.change(memberId, sessionId, input, request.ip),
      delete: ({ memberId, input }) => deletion.delete(memberId, input.code),
      download: async ({ memberId, input, reply }) => {
        const file = await exports.read(memberId, input.fileName, { remove: input.delete === true });
        void reply.header('content-disposition', `attachment; filename="${input.fileName}"`).header('cache-control', 'no-store');
        return file;
      },
    },
  );
}
