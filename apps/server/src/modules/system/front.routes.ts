import { BrandingSchema, GlobalConfigSchema } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, replies } from '../../http/envelope.js';
import type { FrontService } from './front.service.js';

export async function frontRoutes(app: FastifyInstance, { front }: { front: FrontService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  r.get(
    '/app-api/system/front/logo',
    {
      schema: {
        tags,
        summary: 'Branding: title, favicon, logo, welcome text, login way, register type',
        response: replies(BrandingSchema),
      },
    },
    async () => ok(await front.branding()),
  );
  r.get(
    '/app-api/system/front/global-config',
    { schema: { tags, summary: 'Global console config (notNeedMenus)', response: replies(GlobalConfigSchema) } },
    async () => ok(await front.globalConfig()),
  );
}
