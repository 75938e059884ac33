import { frontAdminApi, frontAdminSchemas, frontApi, frontSchemas, type CustomerServiceEntryInputSchema } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea, servePublicArea } from '../../http/endpoints.js';
import type { FrontRepo } from './front.repo.js';
import { BRANDING_KEY, type FrontService } from './front.service.js';
import { cleanHtml } from './rich-text.js';

/** The entry as stored: its HTML sanitised (decision 032), so every console that shows it gets safe HTML. */
const entryValues = ({ enabled, htmlCode, ...entry }: z.output<typeof CustomerServiceEntryInputSchema>) => ({
  ...entry,
  htmlCode: htmlCode === null ? null : cleanHtml(htmlCode) || null,
  enabled: enabled ? 1 : 0,
});

/**
 * What the console shows to anyone: branding, the global config, customer-service contacts, data
 * centres and dictionaries; and the operator's settings of the branding, the config and the contacts.
 */
export function frontRoutes(app: FastifyInstance, { front, repo, guards }: { front: FrontService; repo: FrontRepo; guards: Guards }) {
  servePublicArea(
    app,
    { area: frontApi, schemas: frontSchemas },
    {
      branding: () => front.branding(),
      globalConfig: () => front.globalConfig(),
      customerService: ({ input }) => repo.customerService(input.type, input.pageNo, input.pageSize),
      dcInfo: ({ locale }) => repo.dataCentres(locale),
      dictData: ({ input, locale }) => repo.dictData(input.dictType, locale),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: frontAdminApi, schemas: frontAdminSchemas },
    {
      globalConfig: () => front.settings(),
      setGlobalConfig: ({ input }) => front.setSettings(input),
      branding: () => front.brandingSettings(),
      setBranding: async ({ input, auditBefore }) => {
        auditBefore(await front.brandingSettings());
        const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        if (Object.keys(fields).length) await repo.mergeSetting(BRANDING_KEY, fields);
        return front.brandingSettings();
      },
      customerServicePage: ({ input }) => repo.customerServiceAdmin(input.type, input.pageNo, input.pageSize),
      createCustomerService: ({ input }) => repo.addCustomerService(entryValues(input)),
      updateCustomerService: async ({ input: { id, ...entry } }) => {
        if (!(await repo.updateCustomerService(id, entryValues(entry)))) throw new AppError('NOT_FOUND');
        return true;
      },
      deleteCustomerService: async ({ input }) => {
        if (!(await repo.deleteCustomerService(input.id))) throw new AppError('NOT_FOUND');
        return true;
      },
    },
  );
}
