import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { operatorRolesAdminApi, operatorsAdminApi } from './operators-admin.endpoints.js';
import {
  ChangeOperatorStatusSchema,
  CreateOperatorSchema,
  OperatorFilterSchema,
  OperatorIdSchema,
  OperatorImportResultSchema,
  OperatorPageQuerySchema,
  OperatorRoleSchema,
  OperatorRowSchema,
  ResetOperatorPasswordSchema,
  UpdateOperatorSchema,
  XLSX_MIME,
} from './operators-admin.js';

export const operatorsAdminSchemas = {
  list: {
    summary: 'Operators by id; filters: userName (contains), status (0 enabled, 1 disabled)',
    input: OperatorPageQuerySchema,
    reply: pageResult(OperatorRowSchema),
  },
  get: { summary: 'One operator', input: OperatorIdSchema, reply: OperatorRowSchema },
  create: {
    summary: 'Add an operator (user name unique; password 8-20 with upper and lower case, a digit and a symbol); answers the new userId',
    input: CreateOperatorSchema,
    reply: z.number().int(),
  },
  update: {
    summary: 'Change an operator’s user name, nickname, roles, e-mail, mobile, remark (not the password)',
    input: UpdateOperatorSchema,
    reply: z.boolean(),
  },
  remove: { summary: 'Delete an operator (not yourself); their sessions end', input: OperatorIdSchema, reply: z.boolean() },
  resetPwd: { summary: 'Set an operator’s password; their sessions end', input: ResetOperatorPasswordSchema, reply: z.boolean() },
  changeStatus: {
    summary: 'Enable (0) or disable (1) an operator (not yourself); disabling ends their sessions at once',
    input: ChangeOperatorStatusSchema,
    reply: z.boolean(),
  },
  export: { summary: 'The operators as XLSX, with the list’s filters', input: OperatorFilterSchema, produces: XLSX_MIME },
  importTemplate: { summary: 'The import template: an XLSX with the header row', produces: XLSX_MIME },
  importData: {
    summary:
      'Import operators from the template (multipart, part "file", XLSX, at most 500 rows; ?updateSupport=true updates existing user names). ' +
      'The whole file is checked first: any bad row imports nothing and answers 400 with the per-row messages in data',
    reply: OperatorImportResultSchema,
  },
} satisfies EndpointSchemas<typeof operatorsAdminApi.endpoints>;

export const operatorRolesAdminSchemas = {
  listAllSimple: { summary: 'The operator roles with their names and permissions', reply: z.array(OperatorRoleSchema) },
} satisfies EndpointSchemas<typeof operatorRolesAdminApi.endpoints>;
