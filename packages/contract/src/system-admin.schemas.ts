import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import { DictDataQuerySchema } from './front.js';
import { XLSX_MIME } from './operators-admin.js';
import type { brandImagesAdminApi, brandImagesApi, configAdminApi, dictDataAdminApi, dictTypeAdminApi } from './system-admin.endpoints.js';
import {
  BrandJpgFileSchema,
  BrandPngFileSchema,
  ConfigFilterSchema,
  ConfigIdSchema,
  ConfigInputSchema,
  ConfigKeySchema,
  ConfigPageQuerySchema,
  ConfigRowSchema,
  ConfigUpdateSchema,
  DictCodeSchema,
  DictDataFilterSchema,
  DictDataInputSchema,
  DictDataPageQuerySchema,
  DictDataRowSchema,
  DictDataUpdateSchema,
  DictTypeIdSchema,
  DictTypeInputSchema,
  DictTypeQuerySchema,
  DictTypeRowSchema,
  DictTypeUpdateSchema,
  UploadedImageSchema,
} from './system-admin.js';

export const dictTypeAdminSchemas = {
  list: {
    summary: 'Dictionary types, by id; filters dictName and dictType (contain), status',
    input: DictTypeQuerySchema,
    reply: pageResult(DictTypeRowSchema),
  },
  optionSelect: { summary: 'Every dictionary type, by id', reply: z.array(DictTypeRowSchema) },
  get: { summary: 'One dictionary type', input: DictTypeIdSchema, reply: DictTypeRowSchema },
  create: { summary: 'Add a dictionary type (dictType unique); answers its id', input: DictTypeInputSchema, reply: z.number().int() },
  update: {
    summary: 'Edit a dictionary type; a new dictType renames its entries too, in one transaction',
    input: DictTypeUpdateSchema,
    reply: z.boolean(),
  },
  remove: { summary: 'Delete a dictionary type; refused while it has entries', input: DictTypeIdSchema, reply: z.boolean() },
} satisfies EndpointSchemas<typeof dictTypeAdminApi.endpoints>;

export const dictDataAdminSchemas = {
  list: {
    summary: 'Dictionary entries by type and order; filters dictType (exact), dictLabel (contains, either language), status',
    input: DictDataPageQuerySchema,
    reply: pageResult(DictDataRowSchema),
  },
  get: { summary: 'One dictionary entry', input: DictCodeSchema, reply: DictDataRowSchema },
  byType: {
    summary: 'One type’s enabled entries, sorted, with both labels',
    input: DictDataQuerySchema,
    reply: z.array(DictDataRowSchema),
  },
  export: { summary: 'The entries the list filters select, as an XLSX file', input: DictDataFilterSchema, produces: XLSX_MIME },
  create: {
    summary: 'Add an entry to an existing type (value unique in the type; English label defaults to the Chinese one); answers its id',
    input: DictDataInputSchema,
    reply: z.number().int(),
  },
  update: { summary: 'Edit a dictionary entry (members see it at once)', input: DictDataUpdateSchema, reply: z.boolean() },
  remove: { summary: 'Delete a dictionary entry', input: DictCodeSchema, reply: z.boolean() },
} satisfies EndpointSchemas<typeof dictDataAdminApi.endpoints>;

export const configAdminSchemas = {
  list: {
    summary: 'Parameters by id; filters configName and configKey (contain), configType',
    input: ConfigPageQuerySchema,
    reply: pageResult(ConfigRowSchema),
  },
  get: { summary: 'One parameter', input: ConfigIdSchema, reply: ConfigRowSchema },
  byKey: {
    summary: 'A parameter’s value as the server reads it (cached); null when there is none',
    input: ConfigKeySchema,
    reply: z.string().nullable(),
  },
  export: { summary: 'The parameters the list filters select, as an XLSX file', input: ConfigFilterSchema, produces: XLSX_MIME },
  create: {
    summary: 'Add a parameter (configKey unique; known keys’ values checked); answers its id',
    input: ConfigInputSchema,
    reply: z.number().int(),
  },
  update: {
    summary: 'Edit a parameter; every node reads the new value at once (a built-in one keeps its key)',
    input: ConfigUpdateSchema,
    reply: z.boolean(),
  },
  remove: { summary: 'Delete a parameter; built-in ones (configType Y) are refused', input: ConfigIdSchema, reply: z.boolean() },
  clearCache: { summary: 'Empty the parameter cache of every node', reply: z.boolean() },
} satisfies EndpointSchemas<typeof configAdminApi.endpoints>;

export const brandImagesAdminSchemas = {
  upload: {
    summary: 'Upload a branding image (multipart, part "file"): JPG or PNG by content, at most 2 MB; answers the URL to put in branding',
    reply: UploadedImageSchema,
  },
} satisfies EndpointSchemas<typeof brandImagesAdminApi.endpoints>;

export const brandImagesSchemas = {
  png: {
    summary: 'An uploaded PNG branding image (favicon, logo, background), cached for good',
    input: BrandPngFileSchema,
    produces: 'image/png',
  },
  jpg: { summary: 'An uploaded JPG branding image, cached for good', input: BrandJpgFileSchema, produces: 'image/jpeg' },
} satisfies EndpointSchemas<typeof brandImagesApi.endpoints>;
