import { customizationCatalogueApi, customizationCatalogueSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { COUNTRIES, MODEL_LIBRARY } from '../../devices/catalogue.js';
import { AppError } from '../../http/app-error.js';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';

/** What a phone can be customised as (spec point 5, "customize"): brands and models, countries, cities. */
export function customizationCatalogueRoutes(app: FastifyInstance, { guard }: { guard: Guard }) {
  const models = async () => [...MODEL_LIBRARY];
  serveMemberArea(
    app,
    guard,
    { area: customizationCatalogueApi, schemas: customizationCatalogueSchemas },
    {
      models,
      modelsV2: models,
      modelsV3: models,
      renewModels: models,
      countries: async () => COUNTRIES.map(({ cities: _cities, ...country }) => country),
      cities: async ({ input }) => {
        const country = COUNTRIES.find((c) => c.id === input.id);
        if (!country) throw new AppError('NOT_FOUND');
        return country.cities;
      },
    },
  );
}
