import { offersApi, offersSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { OffersRepo } from './offers.repo.js';

/** What is on sale, as the member reads it: the specs and packages on sale (the operator's side is offers-admin.routes.ts). */
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
}
