import type { ExportedFile } from './account.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { OperationResults } from './phones.js';
import type {
  AccreditBatchInput,
  AccreditedListQueryInput,
  AccreditedRow,
  AccreditInput,
  AccreditListQueryInput,
  AccreditPhoneQueryInput,
  AccreditPhoneRow,
  AccreditResult,
  AccreditRow,
  AuditExportQueryInput,
  AuditPageQueryInput,
  AuditRow,
  RecallBatchInput,
  RecallInput,
  TransferInput,
  UpdateAccreditInput,
} from './sharing.js';

/** Authorization (issue 16): an owner grants phones to other accounts, changes and recalls grants. */
export const accreditApi = {
  tag: 'authorization',
  endpoints: {
    accredit: postEndpoint<AccreditInput, AccreditResult>('/app-api/trade/phone-accredit/accredit'),
    accreditBatch: postEndpoint<AccreditBatchInput, AccreditResult>('/app-api/trade/phone-accredit/accredit-batch'),
    update: postEndpoint<UpdateAccreditInput>('/app-api/trade/phone-accredit/update'),
    recall: postEndpoint<RecallInput>('/app-api/trade/phone-accredit/recall'),
    recallBatch: postEndpoint<RecallBatchInput, number>('/app-api/trade/phone-accredit/recall-batch'),
    accreditList: getEndpoint<AccreditListQueryInput, PageResult<AccreditRow>>('/app-api/trade/phone-accredit/accredit-phone-list'),
    accreditedList: getEndpoint<AccreditedListQueryInput, PageResult<AccreditedRow>>('/app-api/trade/phone-accredit/accredited-phone-list'),
    phoneList: getEndpoint<AccreditPhoneQueryInput, PageResult<AccreditPhoneRow>>('/app-api/trade/phone-accredit/phone-list'),
    auditPage: getEndpoint<AuditPageQueryInput, PageResult<AuditRow>>('/app-api/trade/phone-accredit/audit-page'),
    /** The audit trail as a CSV to fetch with common/common/download (issue 18). */
    auditExport: getEndpoint<AuditExportQueryInput, ExportedFile>('/app-api/trade/phone-accredit/audit-export'),
  },
} satisfies ApiArea;

/** Transfer (issue 16): the owner hands phones to another account for good. */
export const transferApi = {
  tag: 'transfer',
  endpoints: {
    transfer: postEndpoint<TransferInput, OperationResults>('/app-api/trade/phone/transfer'),
  },
} satisfies ApiArea;
