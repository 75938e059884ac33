import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import yauzl from 'yauzl';

/** XLSX through exceljs (decision 031): streamed exports, and the rows of an uploaded sheet. */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn {
  header: string;
  /** The row field this column shows. */
  key: string;
  /** In characters. */
  width?: number;
}

export type XlsxRows = AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;

export interface XlsxExport {
  /** Offered to the browser; any characters (sent in RFC 5987 form, with an ASCII fallback). */
  fileName: string;
  sheet: string;
  columns: readonly XlsxColumn[];
  rows: XlsxRows;
}

/**
 * Answers an XLSX file written row by row as `rows` yields them: the handler returns what this
 * returns (`return sendXlsx(reply, …)`), and the reply streams it. Rows are read only as fast as the
 * client takes the file, so an export of any size holds a few hundred rows in memory. Headers are
 * set here; a failure after the first bytes aborts the download (the status is already sent).
 */
export function sendXlsx(reply: FastifyReply, file: XlsxExport): Readable {
  void reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(file.fileName));
  const out = new PassThrough();
  writeXlsx(out, file).catch((err: unknown) => {
    reply.log.error({ err }, 'xlsx export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** Writes the workbook into `out` and ends it; stops early when `out` is closed (the client left). */
export async function writeXlsx(out: PassThrough, { sheet, columns, rows }: Omit<XlsxExport, 'fileName'>) {
  // Styles on for the date format; shared strings off, so memory does not grow with the row count.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheet.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map(({ header, key, width }) => ({ header: escapeCell(header) as string, key, width: width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  let n = 0;
  for await (const row of rows) {
    if (out.destroyed) return;
    const cells: Record<string, unknown> = {};
    for (const { key } of columns) cells[key] = escapeCell(row[key]);
    const added = ws.addRow(cells);
    for (const [i, { key }] of columns.entries()) if (cells[key] instanceof Date) added.getCell(i + 1).numFmt = DATE_FORMAT;
    added.commit();
    if (++n % 200 === 0) await caughtUp(ws, out);
  }
  ws.commit();
  await book.commit();
}

/** Sheet XML written but not yet compressed that makes the writer wait. */
const MAX_PENDING_BYTES = 512 * 1024;

/**
 * Waits while the client is behind (`out` full) or compression is (exceljs' sheet stream takes
 * every write without pushing back, so a row source that never waits, or a busy thread pool, would
 * pile the whole sheet up in memory). Returns at once when the client has gone.
 */
async function caughtUp(ws: unknown, out: PassThrough) {
  for (;;) {
    if (out.destroyed) return;
    if (out.writableNeedDrain) await drainedOrClosed(out);
    else if (pendingBytes(ws) > MAX_PENDING_BYTES) await new Promise((resolve) => setTimeout(resolve, 5));
    else return;
  }
}

/**
 * What the worksheet's stream holds and what its consumer (archiver's pass-through, a
 * readable-stream 2 stream without `writableLength`) has queued on either side, read from exceljs
 * 4's StreamBuf (`buffers`, `pipes`). 0 if a later version keeps them elsewhere: then only the
 * client's pace limits the writer, and the spreadsheet test says so.
 */
function pendingBytes(ws: unknown): number {
  type Queue = { length?: number };
  const stream = (ws as { stream?: { buffers?: unknown; pipes?: unknown } }).stream;
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  const held = list<Queue>(stream?.buffers).reduce((n, b) => n + (b.length ?? 0), 0);
  const queued = list<{ _writableState?: Queue; _readableState?: Queue }>(stream?.pipes).reduce(
    (n, p) => n + (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0),
    0,
  );
  return held + queued;
}

/** Resolves when the client has taken what was written, or has gone. */
const drainedOrClosed = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/**
 * A sheet's times have no zone: they are written as Asia/Shanghai wall time (UTC+8 all year, the
 * business's zone, as in orders.ts), and read back from it.
 */
const SHEET_OFFSET_MS = 8 * 3600_000;

/**
 * What a cell holds: strings that a spreadsheet would take for a formula (= + - @, and tab or
 * carriage return before one) get a leading apostrophe (OWASP's CSV-injection rule), so a value an
 * operator or member typed never runs when the file is opened or copied into another sheet. Objects
 * are written as JSON text: exceljs would otherwise read `{ formula }` or `{ hyperlink }` as cells.
 */
export function escapeCell(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return new Date(value.getTime() + SHEET_OFFSET_MS);
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `attachment` with the name in RFC 5987 form, and an ASCII fallback for old clients. */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The upload is not a readable XLSX, has no header row, or has more rows than allowed. */
export class SpreadsheetError extends Error {
  constructor(
    readonly reason: 'format' | 'noHeader' | 'tooManyRows',
    options?: { cause?: unknown },
  ) {
    super(`spreadsheet refused: ${reason}`, options);
    this.name = 'SpreadsheetError';
  }
}

/** One data row of a sheet: its number in the sheet (for messages) and its cells by header. */
export interface XlsxRow {
  rowNumber: number;
  /** Every header's cell as text ('' when empty); formulas give their cached result, never the formula. */
  cells: Record<string, string>;
}

export interface ReadXlsxOptions {
  /** Data rows (after the header) allowed; more is refused as a whole. */
  maxRows: number;
  /** Bytes the archive may unpack to (zip bombs); 20 MB by default. */
  maxUnpacked?: number;
}

/**
 * The first sheet's rows, keyed by the first row's headers (trimmed); rows with no value are
 * skipped. Refuses (SpreadsheetError) anything that is not an XLSX workbook, before exceljs
 * unpacks it in memory: the archive is opened and every entry unpacked once with its declared size
 * enforced, so a small file cannot expand to gigabytes.
 */
export async function readXlsxRows(buffer: Buffer, { maxRows, maxUnpacked = 20 * 1024 * 1024 }: ReadXlsxOptions): Promise<XlsxRow[]> {
  await checkArchive(buffer, maxUnpacked);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw new SpreadsheetError('format', { cause: err });
  }
  const ws = book.worksheets[0];
  if (!ws) throw new SpreadsheetError('noHeader');
  const headers: string[] = [];
  ws.getRow(1).eachCell((cell, col) => {
    headers[col] = cellText(cell.value).trim();
  });
  if (!headers.some(Boolean)) throw new SpreadsheetError('noHeader');
  if (ws.actualRowCount - 1 > maxRows) throw new SpreadsheetError('tooManyRows');
  const rows: XlsxRow[] = [];
  ws.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    let any = false;
    headers.forEach((header, col) => {
      if (!header) return;
      const text = cellText(row.getCell(col).value);
      if (text !== '') any = true;
      cells[header] = text;
    });
    if (any) rows.push({ rowNumber, cells });
  });
  if (rows.length > maxRows) throw new SpreadsheetError('tooManyRows');
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return new Date(value.getTime() - SHEET_OFFSET_MS).toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  return ''; // an error value (#N/A…)
}

async function checkArchive(buffer: Buffer, maxUnpacked: number) {
  // Every XLSX is a zip; checking the signature first keeps yauzl's errors for real archives.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw new SpreadsheetError('format');
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, strictFileNames: false });
    let total = 0;
    let sheet = false;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > maxUnpacked) throw new Error('archive unpacks too large');
      if (/^\/?xl\/workbook\.xml$/.test(entry.fileName)) sheet = true;
      if (entry.fileName.endsWith('/')) continue;
      // yauzl fails the stream when an entry unpacks to more than it declared.
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) void chunk;
    }
    if (!sheet) throw new Error('no workbook in the archive');
  } catch (err) {
    throw new SpreadsheetError('format', { cause: err });
  } finally {
    zip?.close();
  }
}
