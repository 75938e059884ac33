import { z } from 'zod';
import { ExportedFileSchema } from './account.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import { OperationResultsSchema } from './phones.js';
import type { accreditApi, transferApi } from './sharing.endpoints.js';
import {
  AccreditBatchSchema,
  AccreditedListQuerySchema,
  AccreditedRowSchema,
  AccreditListQuerySchema,
  AccreditPhoneQuerySchema,
  AccreditPhoneRowSchema,
  AccreditResultSchema,
  AccreditRowSchema,
  AccreditSchema,
  AuditExportQuerySchema,
  AuditPageQuerySchema,
  AuditRowSchema,
  RecallBatchSchema,
  RecallSchema,
  TransferSchema,
  UpdateAccreditSchema,
} from './sharing.js';

export const accreditSchemas = {
  accredit: {
    summary: 'Grant one of your phones to another account, view (1) or operate (2), until an expiry time',
    input: AccreditSchema,
    reply: AccreditResultSchema,
  },
  accreditBatch: {
    summary: 'Grant up to 30 of your phones at once; all or none (a phone already granted refuses the batch)',
    input: AccreditBatchSchema,
    reply: AccreditResultSchema,
  },
  update: { summary: "Change a live grant's type or expiry time", input: UpdateAccreditSchema, reply: z.boolean() },
  recall: { summary: 'Recall (recover) a live grant of one of your phones', input: RecallSchema, reply: z.boolean() },
  recallBatch: { summary: 'Recall several live grants; answers how many ended', input: RecallBatchSchema, reply: z.number().int() },
  accreditList: {
    summary: 'Live grants of your phones (authorized list), newest first',
    input: AccreditListQuerySchema,
    reply: pageResult(AccreditRowSchema),
  },
  accreditedList: {
    summary: 'Live grants made to you (authorized-device list), newest first',
    input: AccreditedListQuerySchema,
    reply: pageResult(AccreditedRowSchema),
  },
  phoneList: {
    summary: 'Your phones with their live grant, if any (what can be granted)',
    input: AccreditPhoneQuerySchema,
    reply: pageResult(AccreditPhoneRowSchema),
  },
  auditPage: {
    summary: "The access audit trail of your phones: grant changes, transfers, grantees' sessions and operations",
    input: AuditPageQuerySchema,
    reply: pageResult(AuditRowSchema),
  },
  auditExport: {
    summary: 'The audit trail with the same filters as a CSV file; answers its name for common/common/download',
    input: AuditExportQuerySchema,
    reply: ExportedFileSchema,
  },
} satisfies EndpointSchemas<typeof accreditApi.endpoints>;

export const transferSchemas = {
  transfer: {
    summary: 'Transfer phones to another account: data kept, grants on them ended; a result per phone',
    input: TransferSchema,
    reply: OperationResultsSchema,
  },
} satisfies EndpointSchemas<typeof transferApi.endpoints>;
