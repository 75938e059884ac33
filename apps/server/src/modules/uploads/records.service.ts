import {
  isMessageKey,
  translate,
  type Locale,
  type PageResult,
  type UploadItemStatus,
  type UploadKind,
  type UploadRecord,
  type UploadRecordDetail,
} from '@cloudphone/contract';
import { AppError } from '../../http/app-error.js';
import type { CsvCell } from '../account/csv.js';
import { statusName } from '../phones/phone-batch.js';
import type { FileRow, FilesRepo } from './files.repo.js';
import { NO_ITEMS, recordSummary, type ItemCounts } from './record-summary.js';
import type { RecordRow, RecordsRepo } from './records.repo.js';

/** A stored message key and its values in the reader's language (a phone status by its name). */
function itemMessage(status: UploadItemStatus, key: string | null, params: Record<string, string | number>, locale: Locale) {
  const fallback = status === 'success' ? 'phones.ok' : status === 'pending' ? 'uploads.item.pending' : null;
  const message = key ?? fallback;
  if (!message || !isMessageKey(message)) return message ?? '';
  const values = { ...params };
  if (message === 'phones.busy' && typeof values.status === 'number') values.status = statusName(values.status, locale);
  return translate(message, locale, values);
}

/** An export of the upload records holds at most this many, the newest. */
export const RECORD_EXPORT_MAX = 10_000;

/** The upload records screen (spec point 3): each push with its counts, status and phones. */
export function createRecordsService({ records, files }: { records: RecordsRepo; files: FilesRepo }) {
  function toRecord(row: RecordRow, counts: ItemCounts, byId: Map<number, FileRow>, locale: Locale): UploadRecord {
    const chosen = row.fileIds.map((id) => byId.get(id)).filter((f): f is FileRow => f !== undefined);
    const kinds = new Set(chosen.map((f) => f.kind as UploadKind));
    const summary = recordSummary(counts);
    const done = counts.success + counts.failed;
    return {
      id: row.id,
      name: chosen[0]?.name ?? '',
      moreCount: Math.max(0, chosen.length - 1),
      type: kinds.size > 1 ? 'mixed' : ((chosen[0]?.kind as UploadKind | undefined) ?? 'file'),
      size: chosen.reduce((sum, f) => sum + f.size, 0),
      progress: summary.progress,
      result:
        summary.status === 'executing'
          ? translate('uploads.result.executing', locale, { done, total: counts.total })
          : translate('uploads.result.done', locale, { success: counts.success, failed: counts.failed }),
      createTime: row.createdAt.getTime(),
      total: counts.total,
      success: counts.success,
      failed: counts.failed,
      status: summary.status,
      expired: chosen.length < row.fileIds.length || chosen.some((f) => f.expiredAt !== null),
    };
  }

  async function filesOf(rows: RecordRow[]) {
    return new Map((await files.byIds([...new Set(rows.flatMap((r) => r.fileIds))])).map((f) => [f.id, f]));
  }

  async function page(memberId: number, pageNo: number, pageSize: number, locale: Locale): Promise<PageResult<UploadRecord>> {
    const { rows, total } = await records.page(memberId, pageNo, pageSize);
    const [counts, byId] = await Promise.all([records.counts(rows.map((r) => r.id)), filesOf(rows)]);
    return { list: rows.map((row) => toRecord(row, counts.get(row.id) ?? NO_ITEMS, byId, locale)), total };
  }

  return {
    page,

    /** Every record, newest first (at most RECORD_EXPORT_MAX), as CSV rows with their header. */
    async exportRows(memberId: number, locale: Locale): Promise<CsvCell[][]> {
      const { list } = await page(memberId, 1, RECORD_EXPORT_MAX, locale);
      return [
        ['create_time', 'name', 'more_files', 'type', 'size_bytes', 'status', 'result', 'total', 'success', 'failed', 'progress'],
        ...list.map((r) => [
          new Date(r.createTime).toISOString(),
          r.name,
          r.moreCount,
          r.type,
          r.size,
          r.status,
          r.result,
          r.total,
          r.success,
          r.failed,
          r.progress,
        ]),
      ];
    },

    async get(memberId: number, id: number, locale: Locale): Promise<UploadRecordDetail> {
      const row = await records.owned(memberId, id);
      if (!row) throw new AppError('UPLOAD_RECORD_NOT_FOUND');
      const [counts, byId, items] = await Promise.all([records.counts([id]), filesOf([row]), records.items(id)]);
      return {
        ...toRecord(row, counts.get(id) ?? NO_ITEMS, byId, locale),
        targetDir: row.targetDir,
        files: row.fileIds
          .map((fileId) => byId.get(fileId))
          .filter((f): f is FileRow => f !== undefined)
          .map((f) => ({
            id: f.id,
            name: f.name,
            kind: f.kind as UploadKind,
            size: f.size,
            packageName: (f.apk as { packageName?: string } | null)?.packageName ?? null,
            expired: f.expiredAt !== null,
          })),
        items: items.map((item) => ({
          phoneId: item.phoneId,
          owlId: item.owlId,
          alias: item.alias,
          status: item.status as UploadItemStatus,
          progress: item.progress,
          msg: itemMessage(item.status as UploadItemStatus, item.message, item.messageParams as Record<string, string | number>, locale),
          finishedAt: item.finishedAt?.getTime() ?? null,
        })),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
