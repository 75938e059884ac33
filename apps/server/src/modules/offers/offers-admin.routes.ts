import { offersAdminApi, offersAdminSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import type { OffersAdminRepo } from './offers-admin.repo.js';
import type { OffersRepo } from './offers.repo.js';

const found = (done: boolean, otherwise: 'OFFER_CONFIGURATION_NOT_FOUND' | 'OFFER_REGION_NOT_FOUND' | 'OFFER_PRICE_NOT_FOUND') => {
  if (!done) throw new AppError(otherwise);
  return true;
};

/** The operator's management of what is on sale: specs, regions, stock and packages. */
export function offersAdminRoutes(
  app: FastifyInstance,
  { offers, admin, guards }: { offers: OffersRepo; admin: OffersAdminRepo; guards: Guards },
) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: offersAdminApi, schemas: offersAdminSchemas },
    {
      configurationPage: ({ input }) => admin.configurationPage(input),
      createConfiguration: ({ input }) => admin.createConfiguration(input),
      updateConfiguration: async ({ input: { id, ...values } }) =>
        found(await admin.updateConfiguration(id, values), 'OFFER_CONFIGURATION_NOT_FOUND'),
      updateConfigurationStatus: async ({ input }) =>
        found(await admin.setConfigurationEnabled(input.id, input.enabled), 'OFFER_CONFIGURATION_NOT_FOUND'),
      updateStock: async ({ input }) => {
        const outcome = await offers.setStock(input.configurationId, input.regionId, input.stock);
        if (outcome === 'configuration') throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
        if (outcome === 'region') throw new AppError('OFFER_REGION_NOT_FOUND');
        return true;
      },

      regions: () => admin.regions(),
      createRegion: async ({ input }) => {
        const id = await admin.createRegion(input);
        if (id === 'taken') throw new AppError('OFFER_REGION_NAME_TAKEN');
        return id;
      },
      updateRegion: async ({ input: { id, ...values } }) => {
        const outcome = await admin.updateRegion(id, values);
        if (outcome === 'taken') throw new AppError('OFFER_REGION_NAME_TAKEN');
        return found(outcome === 'done', 'OFFER_REGION_NOT_FOUND');
      },
      removeRegion: async ({ input }) => {
        const outcome = await admin.removeRegion(input.id);
        if (outcome === 'inUse') throw new AppError('OFFER_REGION_IN_USE');
        return found(outcome === 'done', 'OFFER_REGION_NOT_FOUND');
      },

      pricePage: async ({ input: { configurationId, ...page } }) => {
        const result = await admin.pricePage(configurationId, page);
        if (!result) throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
        return result;
      },
      createPrice: async ({ input: { configurationId, label, ...values } }) => {
        // An empty label is none.
        const id = await admin.createPrice(configurationId, { ...values, label: label || null });
        if (id === null) throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
        return id;
      },
      updatePrice: async ({ input: { id, label, ...values } }) =>
        found(await admin.updatePrice(id, { ...values, label: label === undefined ? undefined : label || null }), 'OFFER_PRICE_NOT_FOUND'),
      updatePriceStatus: async ({ input }) => found(await admin.setPriceEnabled(input.id, input.enabled), 'OFFER_PRICE_NOT_FOUND'),
    },
  );
}
