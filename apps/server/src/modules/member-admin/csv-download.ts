import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachment } from '../../infra/spreadsheet.js';
import { csvCell, type CsvCell } from '../account/csv.js';

/**
 * Rows as a CSV's lines: a byte-order mark first (spreadsheet programs then read UTF-8), CRLF after
 * each row, cells by the members' CSV writer (modules/account/csv.ts: formula injection escaped).
 */
export async function* csvLines(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${header.map(csvCell).join(',')}\r\n`, 'utf8');
  for await (const row of rows) yield Buffer.from(`${row.map(csvCell).join(',')}\r\n`, 'utf8');
}

/**
 * An operator's CSV export: names the file (Content-Disposition) and streams it, reading rows only
 * as fast as the client takes them (the caller's generator reads a page at a time). The first page
 * is read before the answer starts, so a failure there is an ordinary error answer rather than a
 * cut-off file; a failure later aborts the download (the status is already sent).
 */
export async function csvDownload(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Promise<Readable> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  void reply.header('content-disposition', attachment(fileName));
  const stream = Readable.from(csvLines(header, all()), { objectMode: false });
  stream.on('error', (err) => reply.log.error({ err, fileName }, 'csv export failed'));
  return stream;
}

/** `<base>-20261127-0610.csv`, in Asia/Shanghai wall-clock time to the minute. */
export function exportFileName(base: string, now: Date) {
  const digits = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '');
  return `${base}-${digits.slice(0, 8)}-${digits.slice(8, 12)}.csv`;
}

/**
 * The rows of pages read one after another: each page goes on from the previous page's last id
 * (keyset paging), so a long export costs one index range per page, never a growing offset.
 */
export async function* keysetPages<T extends { id: number }>(
  page: (fromId: number | undefined, limit: number) => Promise<T[]>,
  limit = 500,
): AsyncGenerator<T> {
  let from: number | undefined;
  for (;;) {
    const rows = await page(from, limit);
    yield* rows;
    if (rows.length < limit) return;
    from = rows[rows.length - 1]!.id;
  }
}
