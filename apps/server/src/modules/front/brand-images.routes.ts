import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  BRAND_IMAGE_MAX_BYTES,
  brandImagesAdminApi,
  brandImagesAdminSchemas,
  brandImagesApi,
  brandImagesSchemas,
} from '@cloudphone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea, servePublicArea } from '../../http/endpoints.js';
import type { BrandImages } from './brand-images.js';

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The "file" part's bytes, at most BRAND_IMAGE_MAX_BYTES: reading stops at the limit. */
async function imageBytes(request: FastifyRequest): Promise<Buffer> {
  const part: MultipartFile | undefined = await request.file().catch((err: unknown) => {
    request.log.info({ err }, 'branding image upload without a readable file part');
    return undefined;
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BRAND_IMAGE_MISSING');
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated) throw new AppError('BRAND_IMAGE_SIZE');
    throw err;
  }
}

/** A name's bytes never change (content-addressed), so anyone may keep them for good. */
const served = async (images: BrandImages, fileName: string, reply: FastifyReply) => {
  const bytes = await images.read(fileName);
  void reply.header('cache-control', 'public, max-age=31536000, immutable');
  return bytes;
};

/**
 * Branding images: the operator's upload, and the public URLs the member console loads them from
 * (favicon, logo and sign-in background are shown before anyone signs in).
 */
export async function brandImageRoutes(app: FastifyInstance, { images, guards }: { images: BrandImages; guards: Guards }) {
  // In this plugin's scope only: the upload is the one multipart body here.
  await app.register(fastifyMultipart, { limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  serveOperatorArea(
    app,
    guards.operator,
    { area: brandImagesAdminApi, schemas: brandImagesAdminSchemas, routes: { upload: { consumes: ['multipart/form-data'] } } },
    {
      upload: async ({ request, reply }) => {
        try {
          return await images.store(await imageBytes(request));
        } catch (err) {
          // The rest of a refused body is not worth reading.
          reply.header('connection', 'close');
          throw err;
        }
      },
    },
  );
  servePublicArea(
    app,
    { area: brandImagesApi, schemas: brandImagesSchemas },
    {
      png: ({ input, reply }) => served(images, input.fileName, reply),
      jpg: ({ input, reply }) => served(images, input.fileName, reply),
    },
  );
}
