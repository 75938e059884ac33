import { z } from 'zod';
import { ExportedFileSchema } from './account.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageQuery, pageResult } from './envelope.js';
import { OperationResultsSchema, PHONE_BATCH_MAX } from './phones.js';
import { GROUP_CONTROL_MAX } from './group-control.js';
import {
  GroupPushSchema,
  PUSH_FILES_MAX,
  PushResultSchema,
  PushSchema,
  RetryResultSchema,
  UninstallSchema,
  UploadedFileSchema,
  UploadRecordDetailSchema,
  UploadRecordIdSchema,
  UploadRecordSchema,
  UploadUsageSchema,
} from './uploads.js';
import type { pushApi, uploadsApi } from './uploads.endpoints.js';

/**
 * An export that takes no filters: a query field is refused rather than ignored, since each call
 * writes a file. Typed as taking nothing, which is what a caller sends (the query parses as `{}`).
 */
const NoFiltersSchema = z.object({}).strict() as unknown as z.ZodType<Record<string, never>, void>;

export const uploadsSchemas = {
  usage: {
    summary: 'Bytes the member stores against UPLOAD_QUOTA_BYTES, and how many days pushed files are kept after their last use',
    reply: UploadUsageSchema,
  },
  upload: {
    summary:
      'Upload one file or app (multipart/form-data, part "file"), at most UPLOAD_MAX_BYTES and within the member\'s UPLOAD_QUOTA_BYTES; an .apk must be a valid APK (its package, label, version and icon are read)',
    reply: UploadedFileSchema,
  },
  recordPage: { summary: "The member's pushes, newest first", input: pageQuery, reply: pageResult(UploadRecordSchema) },
  recordExport: {
    summary: "The member's pushes (newest first, at most 10 000) as a CSV file; answers its name for common/common/download",
    input: NoFiltersSchema,
    reply: ExportedFileSchema,
  },
  record: { summary: 'One push with its files and per-phone details', input: UploadRecordIdSchema, reply: UploadRecordDetailSchema },
  retry: {
    summary: "Push again to a record's failed phones (refused while it is executing)",
    input: UploadRecordIdSchema,
    reply: RetryResultSchema,
  },
} satisfies EndpointSchemas<typeof uploadsApi.endpoints>;

export const pushSchemas = {
  install: {
    summary: `Push 1-${PUSH_FILES_MAX} uploaded files to a batch of 1-${PHONE_BATCH_MAX} phones: APKs are installed, other files copied to targetDir (default /sdcard/Download)`,
    input: PushSchema,
    reply: PushResultSchema,
  },
  installGroup: {
    summary: `The same push from group control, to its group as it stands (the master and its followers): 1-${GROUP_CONTROL_MAX} phones`,
    input: GroupPushSchema,
    reply: PushResultSchema,
  },
  uninstall: { summary: 'Uninstall an app by package name from phones', input: UninstallSchema, reply: OperationResultsSchema },
} satisfies EndpointSchemas<typeof pushApi.endpoints>;
