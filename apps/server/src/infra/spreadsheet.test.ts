import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachment, readXlsxRows, sendXlsx, SpreadsheetError, writeXlsx, XLSX_CONTENT_TYPE, type XlsxExport } from './spreadsheet.js';

async function xlsxBytes(file: Omit<XlsxExport, 'fileName'>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(out, file);
  await ended;
  return Buffer.concat(chunks);
}

const columns = [
  { header: 'userName', key: 'userName' },
  { header: 'nickName', key: 'nickName' },
  { header: 'count', key: 'count' },
];

async function* generated(n: number) {
  for (let i = 1; i <= n; i++) yield { userName: `user${i}`, nickName: `昵称 ${i}`, count: i };
}

describe('spreadsheet', () => {
  it('reads back what it wrote, header-keyed, from an async row source', async () => {
    const bytes = await xlsxBytes({ sheet: 'Operators', columns, rows: generated(1000) });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await readXlsxRows(bytes, { maxRows: 1000 });
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toEqual({ rowNumber: 2, cells: { userName: 'user1', nickName: '昵称 1', count: '1' } });
    expect(rows[999]!.cells.userName).toBe('user1000');
  });

  it('escapes what a spreadsheet would run as a formula, and writes objects as text', async () => {
    const rows = [
      { a: '=HYPERLINK("http://evil","x")', b: '+1', c: '-2+3', d: '@SUM(A1)', e: '\t=1', f: -5, g: { formula: 'A1' }, h: 'plain' },
    ];
    const keys = Object.keys(rows[0]!);
    const bytes = await xlsxBytes({ sheet: 's', columns: keys.map((key) => ({ header: key, key })), rows });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const row = book.worksheets[0]!.getRow(2);
    const values = keys.map((_, i) => row.getCell(i + 1).value);
    expect(values).toEqual(['\'=HYPERLINK("http://evil","x")', "'+1", "'-2+3", "'@SUM(A1)", "'\t=1", -5, '{"formula":"A1"}', 'plain']);
    // No cell of the file is a formula.
    expect(values.every((v) => typeof v !== 'object' || v === null)).toBe(true);
  });

  it('writes dates as date cells in Asia/Shanghai time, and reads them back', async () => {
    const when = new Date('2024-05-06T23:08:09Z');
    const bytes = await xlsxBytes({ sheet: 's', columns: [{ header: 'at', key: 'at' }], rows: [{ at: when }] });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const cell = book.worksheets[0]!.getCell('A2');
    expect(cell.value).toEqual(new Date('2024-05-07T07:08:09Z'));
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const [row] = await readXlsxRows(bytes, { maxRows: 1 });
    expect(row!.cells.at).toBe(when.toISOString());
  });

  it('reads rows only as fast as the file is taken, and goes on when it is', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    let produced = 0;
    function* many(n: number) {
      for (let i = 1; i <= n; i++) {
        produced++;
        yield { userName: `user${i}`, nickName: 'x'.repeat(40), count: i };
      }
    }
    const writing = writeXlsx(out, { sheet: 's', columns, rows: many(25_000) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // About 512 KB of sheet XML waits for compression, and 16 KB for the reader.
    expect(produced).toBeLessThan(15_000);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await Promise.all([writing, new Promise((resolve) => out.on('end', resolve))]);
    const rows = await readXlsxRows(Buffer.concat(chunks), { maxRows: 25_000 });
    expect(rows).toHaveLength(25_000);
    expect(rows[24_999]!.cells.userName).toBe('user25000');
  });

  it('stops reading rows when the reader goes away', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    let produced = 0;
    function* endless() {
      for (;;) {
        produced++;
        yield { userName: 'u', nickName: 'x'.repeat(40), count: produced };
      }
    }
    const writing = writeXlsx(out, { sheet: 's', columns, rows: endless() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const early = produced;
    out.destroy();
    await writing;
    expect(produced).toBeLessThan(early + 1000);
  });

  it('refuses what is not an XLSX workbook', async () => {
    const refused = async (buffer: Buffer) => {
      const err = await readXlsxRows(buffer, { maxRows: 10 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SpreadsheetError);
      return (err as SpreadsheetError).reason;
    };
    expect(await refused(Buffer.from('userName,nickName\nbob,Bob\n'))).toBe('format');
    expect(await refused(Buffer.alloc(0))).toBe('format');
    // A zip that is not a workbook, and a truncated workbook.
    const good = await xlsxBytes({ sheet: 's', columns, rows: generated(3) });
    expect(await refused(good.subarray(0, good.length / 2))).toBe('format');
    expect(await refused(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(100, 7)]))).toBe('format');
  });

  it('refuses too many rows, a sheet with no header, and an archive that unpacks too large', async () => {
    const bytes = await xlsxBytes({ sheet: 's', columns, rows: generated(11) });
    await expect(readXlsxRows(bytes, { maxRows: 10 })).rejects.toMatchObject({ reason: 'tooManyRows' });
    await expect(readXlsxRows(bytes, { maxRows: 11, maxUnpacked: 1000 })).rejects.toMatchObject({ reason: 'format' });
    const empty = await xlsxBytes({ sheet: 's', columns: [], rows: [] });
    await expect(readXlsxRows(empty, { maxRows: 10 })).rejects.toMatchObject({ reason: 'noHeader' });
  });

  it('streams a download with the spreadsheet type and an RFC 5987 file name', async () => {
    const app = Fastify();
    app.get('/x', async (_request, reply) =>
      sendXlsx(reply, { fileName: '操作员 list.xlsx', sheet: 'Operators', columns, rows: generated(5) }),
    );
    const res = await app.inject({ url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ list.xlsx"; filename*=UTF-8''%E6%93%8D%E4%BD%9C%E5%91%98%20list.xlsx`,
    );
    expect(await readXlsxRows(res.rawPayload, { maxRows: 5 })).toHaveLength(5);
  });

  it('keeps quotes and apostrophes out of the header', () => {
    expect(attachment(`a"b'c.xlsx`)).toBe(`attachment; filename="a_b'c.xlsx"; filename*=UTF-8''a%22b%27c.xlsx`);
  });
});
