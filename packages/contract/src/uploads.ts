import { z } from 'zod';
import { idField as id, text } from './fields.js';
import { GROUP_CONTROL_MAX } from './group-control.js';
import { phoneIdsField } from './phones.js';

/** Spec points 5 and 9: a push carries 1 to 10 files or apps. */
export const PUSH_FILES_MAX = 10;
/** Where files (not apps) land on the phone unless the member picks another folder. */
export const DEFAULT_PUSH_DIR = '/sdcard/Download';
/** A name longer than this (in UTF-8 bytes) does not fit an Android file system entry. */
export const UPLOAD_NAME_MAX_BYTES = 255;
export const PACKAGE_NAME_MAX = 255;
/** Android package names: two or more dot-separated parts, each a letter then letters, digits or `_`. */
export const PACKAGE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

export const UPLOAD_KINDS = ['apk', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** A push of apps only, files only, or both. */
export type UploadRecordType = UploadKind | 'mixed';
/** Spec point 4: executing, then failed or partial success (and success when every phone took it). */
export const UPLOAD_RECORD_STATUSES = ['executing', 'failed', 'partial', 'success'] as const;
export type UploadRecordStatus = (typeof UPLOAD_RECORD_STATUSES)[number];
/** One phone of a push: waiting for a worker, under way, or done. */
export const UPLOAD_ITEM_STATUSES = ['pending', 'running', 'success', 'failed'] as const;
export type UploadItemStatus = (typeof UPLOAD_ITEM_STATUSES)[number];

/** C0 controls and DEL: never part of a name shown or stored. */
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * The name an upload is stored and pushed under: the last segment of what the browser sent (old
 * browsers send a full path), without control characters and surrounding spaces; null when nothing
 * usable is left or it is longer than a file name can be.
 */
export function sanitizeFileName(raw: string): string | null {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const name = Array.from(last)
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  if (!name || name === '.' || name === '..') return null;
  if (new TextEncoder().encode(name).length > UPLOAD_NAME_MAX_BYTES) return null;
  return name;
}

/** `*.apk` uploads must be Android packages; anything else is a plain file. */
export const kindOfName = (name: string): UploadKind => (/\.apk$/i.test(name) ? 'apk' : 'file');

/** An absolute folder under /sdcard, without `.` or `..` segments; a trailing slash is dropped. */
export const targetDirField = text('uploads.targetDir.invalid')
  .trim()
  .max(UPLOAD_NAME_MAX_BYTES, { error: 'uploads.targetDir.invalid' })
  .refine(
    (dir) =>
      /^\/sdcard(\/[^/]+)*\/?$/.test(dir) &&
      !Array.from(dir).some(isControl) &&
      !dir.split('/').some((part) => part === '.' || part === '..'),
    { error: 'uploads.targetDir.invalid' },
  )
  .transform((dir) => (dir.length > 1 ? dir.replace(/\/$/, '') : dir));

export const packageNameField = text('uploads.packageName.required')
  .trim()
  .min(1, { error: 'uploads.packageName.required' })
  .max(PACKAGE_NAME_MAX, { error: 'uploads.packageName.invalid' })
  .regex(PACKAGE_NAME_PATTERN, { error: 'uploads.packageName.invalid' });

/** What an APK says about itself (parsed on the server when it is uploaded). */
export const ApkInfoSchema = z.object({
  packageName: z.string(),
  /** The app's name, its string resource resolved (default language). */
  label: z.string(),
  versionName: z.string(),
  versionCode: z.number().int(),
  /** The launcher icon as a `data:image/…;base64,` URL (PNG, WebP or JPEG); absent when it has none. */
  icon: z.string().optional(),
});
export type ApkInfo = z.infer<typeof ApkInfoSchema>;

/** POST /app-api/infra/upload-file/upload (multipart, one `file` part) → UploadedFile. */
export const UploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  /** Bytes. */
  size: z.number().int(),
  apk: ApkInfoSchema.optional(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/**
 * GET /app-api/infra/upload-file/usage: the member's stored bytes against their quota. Files count
 * until they expire (never pushed: UPLOAD_ABANDON_HOURS; pushed: UPLOAD_RETAIN_DAYS after last use).
 */
export const UploadUsageSchema = z.object({
  /** Bytes stored now. */
  used: z.number().int(),
  /** Bytes the member may store (UPLOAD_QUOTA_BYTES). */
  quota: z.number().int(),
  /** Days a pushed file is kept after its last push or retry. */
  retainDays: z.number().int(),
});
export type UploadUsage = z.infer<typeof UploadUsageSchema>;

/**
 * Phones of a group-control push: the group as it stands (the master and the followers still in
 * it), up to group control's own limit of 300 (spec point 9). A push ticked on the phone list is a
 * batch like any other and takes at most PHONE_BATCH_MAX (30): `PushSchema`.
 */
export const groupPushPhoneIdsField = z
  .array(id, { error: 'phones.select.required' })
  .min(1, { error: 'phones.select.required' })
  .max(GROUP_CONTROL_MAX, { error: 'groupControl.max' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' });

const pushFields = {
  fileIds: z
    .array(id, { error: 'uploads.files.required' })
    .min(1, { error: 'uploads.files.required' })
    .max(PUSH_FILES_MAX, { error: 'uploads.files.max' }),
  /** Where files (not apps) go on the phone. */
  targetDir: targetDirField.optional(),
};

/** POST /app-api/infra/cacloud/install: push 1-10 uploaded files to a batch of 1-30 phones. */
export const PushSchema = z.object({ phoneIds: phoneIdsField, ...pushFields });
/** POST /app-api/infra/cacloud/install-group: the same push to a group-control group of 1-300 phones. */
export const GroupPushSchema = z.object({ phoneIds: groupPushPhoneIdsField, ...pushFields });
export type PushRequest = z.infer<typeof PushSchema>;
export type PushRequestInput = z.input<typeof PushSchema>;
export type GroupPushRequestInput = z.input<typeof GroupPushSchema>;

export const PushResultSchema = z.object({
  /** The upload record the push is followed under (/uploadRecords); null when no phone could take it. */
  recordId: z.number().int().nullable(),
  /** Per phone: started, or why not (not found, view only, status). */
  results: z.array(z.object({ phoneId: z.number().int(), ok: z.boolean(), msg: z.string() })),
});
export type PushResult = z.infer<typeof PushResultSchema>;

/** POST /app-api/infra/cacloud/uninstall-apk-async → OperationResults. */
export const UninstallSchema = z.object({ phoneIds: phoneIdsField, packageName: packageNameField });
export type UninstallRequest = z.infer<typeof UninstallSchema>;
export type UninstallRequestInput = z.input<typeof UninstallSchema>;

export const UploadRecordIdSchema = z.object({ id });
export type UploadRecordIdInput = z.input<typeof UploadRecordIdSchema>;

/** POST /app-api/infra/upload-record/retry { id } → how many failed phones were queued again. */
export const RetryResultSchema = z.object({ recordId: z.number().int(), retried: z.number().int() });
export type RetryResult = z.infer<typeof RetryResultSchema>;

/** One push in the upload records list (spec point 3, "Upload record"). */
export const UploadRecordSchema = z.object({
  id: z.number().int(),
  /** The first file's name; `moreCount` more files went with it. */
  name: z.string(),
  moreCount: z.number().int(),
  type: z.enum(['apk', 'file', 'mixed']),
  /** Bytes, all files together. */
  size: z.number().int(),
  /** 0-100 over every phone. */
  progress: z.number().int(),
  /** The outcome in words, in the request's language. */
  result: z.string(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  status: z.enum(UPLOAD_RECORD_STATUSES),
  /** A file of it was removed after UPLOAD_RETAIN_DAYS unused: its failed phones can no longer be retried. */
  expired: z.boolean(),
});
export type UploadRecord = z.infer<typeof UploadRecordSchema>;

export const UploadRecordItemSchema = z.object({
  phoneId: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  status: z.enum(UPLOAD_ITEM_STATUSES),
  progress: z.number().int(),
  msg: z.string(),
  /** Epoch milliseconds; null until the phone is done. */
  finishedAt: z.number().int().nullable(),
});
export type UploadRecordItem = z.infer<typeof UploadRecordItemSchema>;

/** GET /app-api/infra/upload-record/get?id= */
export const UploadRecordDetailSchema = UploadRecordSchema.extend({
  targetDir: z.string(),
  files: z.array(
    UploadedFileSchema.omit({ apk: true }).extend({
      packageName: z.string().nullable(),
      /** Removed from storage after UPLOAD_RETAIN_DAYS unused: the record can no longer be retried. */
      expired: z.boolean(),
    }),
  ),
  items: z.array(UploadRecordItemSchema),
});
export type UploadRecordDetail = z.infer<typeof UploadRecordDetailSchema>;

/** Pushed on /websocket/infra/ws while a push runs (throttled), and when each phone is done. */
export const UploadProgressSchema = z.object({
  recordId: z.number().int(),
  phoneId: z.number().int(),
  progress: z.number().int(),
  status: z.enum(UPLOAD_ITEM_STATUSES),
  /** The record as a whole, so a list can update without asking again. */
  record: z.object({
    status: z.enum(UPLOAD_RECORD_STATUSES),
    progress: z.number().int(),
    success: z.number().int(),
    failed: z.number().int(),
  }),
});
export type UploadProgress = z.infer<typeof UploadProgressSchema>;
