import {
  CitySchema,
  idField,
  CountrySchema,
  pageQuery,
  pageResult,
  PhoneModelSchema,
  RecycledPhoneSchema,
  TrialPhoneSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES, MODEL_LIBRARY } from '../../devices/catalogue.js';
import { AppError } from '../../http/app-error.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PhonesService } from './phones.service.js';

/** The recycle bin, the new-member trial, and the customization catalogue (models, countries, cities). */
export async function phoneExtrasRoutes(app: FastifyInstance, { sessions, phones }: { sessions: SessionService; phones: PhonesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['phones'];

  r.get(
    '/app-api/trade/phone/recycle-page',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Expired phones in the recycle bin, renewable until their release time',
        querystring: pageQuery,
        response: replies(pageResult(RecycledPhoneSchema)),
      },
    },
    async (request) => ok(await phones.recyclePage(requireAuth(request).memberId, request.query.pageNo, request.query.pageSize)),
  );

  r.post(
    '/app-api/trade/phone/distribute-for-new-member',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "A new member's one trial phone (pad type web trial), once",
        response: replies(TrialPhoneSchema),
      },
    },
    async (request) => ok(await phones.distributeTrial(requireAuth(request).memberId)),
  );

  for (const url of [
    '/app-api/infra/model-library/list',
    '/app-api/infra/model-library/list-v2',
    '/app-api/infra/model-library/list-v3',
    '/app-api/infra/renew-redesign/models',
  ]) {
    r.get(
      url,
      {
        preHandler: guard,
        schema: { tags, summary: 'Brands and models a phone can be customised as', response: replies(z.array(PhoneModelSchema)) },
      },
      async () => ok([...MODEL_LIBRARY]),
    );
  }

  r.get(
    '/app-api/infra/renew-redesign/countries',
    { preHandler: guard, schema: { tags, summary: 'Countries a phone can be placed in', response: replies(z.array(CountrySchema)) } },
    async () => ok(COUNTRIES.map(({ cities: _cities, ...country }) => country)),
  );

  r.get(
    '/app-api/infra/renew-redesign/cities/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "A country's cities",
        params: z.object({ id: idField }),
        response: replies(z.array(CitySchema)),
      },
    },
    async (request) => {
      const country = COUNTRIES.find((c) => c.id === request.params.id);
      if (!country) throw new AppError('NOT_FOUND');
      return ok(country.cities);
    },
  );
}
