import type { ExportedFile } from './account.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageQueryInput, PageResult } from './envelope.js';
import type { OperationResults } from './phones.js';
import type {
  GroupPushRequestInput,
  PushRequestInput,
  PushResult,
  RetryResult,
  UninstallRequestInput,
  UploadedFile,
  UploadRecord,
  UploadRecordDetail,
  UploadRecordIdInput,
  UploadUsage,
} from './uploads.js';

/**
 * Uploading files and apps, and the member's records of pushing them (spec points 3 and 7);
 * schemas in uploads.schemas.ts. `upload` takes multipart/form-data with one part "file".
 */
export const uploadsApi = {
  tag: 'uploads',
  endpoints: {
    usage: getEndpoint<void, UploadUsage>('/app-api/infra/upload-file/usage'),
    upload: postEndpoint<FormData, UploadedFile>('/app-api/infra/upload-file/upload'),
    recordPage: getEndpoint<PageQueryInput, PageResult<UploadRecord>>('/app-api/infra/upload-record/page'),
    /** Every record as a CSV to fetch with common/common/download (issue 18). */
    recordExport: getEndpoint<void, ExportedFile>('/app-api/infra/upload-record/export'),
    record: getEndpoint<UploadRecordIdInput, UploadRecordDetail>('/app-api/infra/upload-record/get'),
    retry: postEndpoint<UploadRecordIdInput, RetryResult>('/app-api/infra/upload-record/retry'),
  },
} satisfies ApiArea;

/** Pushing uploaded files to phones (apps installed, other files copied), and uninstalling apps. */
export const pushApi = {
  tag: 'push to phones',
  endpoints: {
    install: postEndpoint<PushRequestInput, PushResult>('/app-api/infra/cacloud/install'),
    installGroup: postEndpoint<GroupPushRequestInput, PushResult>('/app-api/infra/cacloud/install-group'),
    uninstall: postEndpoint<UninstallRequestInput, OperationResults>('/app-api/infra/cacloud/uninstall-apk-async'),
  },
} satisfies ApiArea;
