import { z } from 'zod';
import { CitySchema, CountrySchema, PhoneModelSchema } from './catalogue.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageQuery, pageResult } from './envelope.js';
import { idField } from './fields.js';
import {
  CustomizationSchema,
  DensitySchema,
  NewMachineQuotaSchema,
  OperationResultsSchema,
  PHONE_BATCH_MAX,
  PhoneHistoryQuerySchema,
  PhoneIdsSchema,
  PhoneOperationEntrySchema,
  PhonePageQuerySchema,
  PhoneRowSchema,
  PhoneStatusListSchema,
  RecycledPhoneSchema,
  ReplaceSchema,
  TrialPhoneSchema,
  UpdateAliasSchema,
} from './phones.js';
import type { customizationCatalogueApi, phoneOperationsApi, phonesApi } from './phones.endpoints.js';

export const phonesSchemas = {
  page: {
    summary:
      "The member's phones and those shared with them: search (one ID or alias, or a comma-separated batch), group, tag, status, expiring soon, shared or not, sort type 1 expiry / 2 name / 3 newest / 4 status",
    input: PhonePageQuerySchema,
    reply: pageResult(PhoneRowSchema),
  },
  rename: { summary: 'Rename a phone (1 to 10 characters)', input: UpdateAliasSchema, reply: z.boolean() },
  queryStatus: { summary: 'Current status of phones (unknown ones are left out)', input: PhoneIdsSchema, reply: PhoneStatusListSchema },
  history: {
    summary: "A phone's operation history (who, what, when, result), newest first",
    input: PhoneHistoryQuerySchema,
    reply: z.array(PhoneOperationEntrySchema),
  },
  newMachineQuota: { summary: 'Free one-click new machine uses this month', reply: NewMachineQuotaSchema },
  latestNewMachine: {
    summary: "A phone's last one-click new machine (either form): its state, times and the identity asked for; null when none",
    input: PhoneHistoryQuerySchema,
    reply: PhoneOperationEntrySchema.nullable(),
  },
  recyclePage: {
    summary: 'Expired phones in the recycle bin, renewable until their release time',
    input: pageQuery,
    reply: pageResult(RecycledPhoneSchema),
  },
  claimTrial: { summary: "A new member's one trial phone (pad type web trial), once", reply: TrialPhoneSchema },
} satisfies EndpointSchemas<typeof phonesApi.endpoints>;

const perPhone = (summary: string) => ({ summary, input: PhoneIdsSchema, reply: OperationResultsSchema });
const replace = {
  summary: 'Replace phones with new machines, migrating the data (backup then restore) or not; the old machine is factory-reset',
  input: ReplaceSchema,
  reply: OperationResultsSchema,
};

export const phoneOperationsSchemas = {
  reboot: perPhone('Restart phones (about 5 minutes); a batch cannot include phones shared with you'),
  reset: perPhone(`Factory-reset phones (about 10 minutes), at most ${PHONE_BATCH_MAX}`),
  powerOn: perPhone('Power phones on'),
  powerOff: perPhone('Power phones off'),
  start: perPhone('Start phones (power on)'),
  stop: perPhone('Stop phones (power off)'),
  check: perPhone('Whether each phone can be operated now'),
  enterDirectly: perPhone('Enter failed phones directly: back to running as they are'),
  checkReplace: perPhone('Whether each phone can be replaced now'),
  retryMigrate: perPhone('Retry a failed data migration from its backup'),
  newMachine: perPhone('One-click new machine (Android 10, Orion865): free 30 per month, one per phone'),
  clearFiles: perPhone("Clear the phones' files"),
  home: perPhone('Go to the home screen'),
  replace,
  replaceOne: replace,
  density: { summary: 'Set the screen density (DPI)', input: DensitySchema, reply: OperationResultsSchema },
  customize: {
    summary:
      'Customize phones: brand, model, serial number, country, city, location, time zone, DPI (a batch: Android 10 with Orion865 only)',
    input: CustomizationSchema,
    reply: OperationResultsSchema,
  },
  newMachineAs: {
    summary:
      'One-click new machine as a chosen identity (renew-v3, the batch form with customization): each phone starts anew as that brand, model and place; one free use per phone (Android 10 with Orion865 only)',
    input: CustomizationSchema,
    reply: OperationResultsSchema,
  },
  upgradeImage: perPhone(
    'Upgrade phones to the newest Android image their chip runs (the newest Android version among the specs on sale with that chip), ' +
      'in place, data kept: about 10 minutes in status 6, then running; a failure leaves status 7, and the same call retries it. ' +
      'A phone already on the newest image is refused (not in the spec; decision 028)',
  ),
} satisfies EndpointSchemas<typeof phoneOperationsApi.endpoints>;

const models = { summary: 'Brands and models a phone can be customised as', reply: z.array(PhoneModelSchema) };

export const customizationCatalogueSchemas = {
  models,
  modelsV2: models,
  modelsV3: models,
  renewModels: models,
  countries: { summary: 'Countries a phone can be placed in', reply: z.array(CountrySchema) },
  cities: { summary: "A country's cities", input: z.object({ id: idField }), reply: z.array(CitySchema) },
} satisfies EndpointSchemas<typeof customizationCatalogueApi.endpoints>;
