import { offersAdminApi, offersAdminSchemas, offersApi, offersSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { OffersRepo } from './offers.repo.js';

/** What is on sale: the member reads the specs and packages, the operator sets the stock. */
export function offersRoutes(app: FastifyInstance, { offers, guards }: { offers: OffersRepo; guards: Guards }) {
  serveMemberArea(
    app,
    guards.member,
    { area: offersApi, schemas: offersSchemas },
    {
      configurations: () => offers.configurationTabs(),
      prices: async ({ input }) => {
        const tabs = await offers.priceTabs(input.configurationId);
        if (!tabs) throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
        return tabs;
      },
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: offersAdminApi, schemas: offersAdminSchemas },
    {
      updateStock: async ({ input }) => {
        const outcome = await offers.setStock(input.configurationId, input.regionId, input.stock);
        if (outcome === 'configuration') throw new AppError('OFFER_CONFIGURATION_NOT_FOUND');
        if (outcome === 'region') throw new AppError('OFFER_REGION_NOT_FOUND');
        return true;
      },
    },
  );
}
