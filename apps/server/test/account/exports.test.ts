import { accreditApi, ordersApi, pushApi, uploadsApi, type ExportedFile } from '@cloudphone/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberExports } from '../../src/db/schema.js';
import { csvCell, csvText } from '../../src/modules/account/csv.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { bearer } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';
import { orderKit } from '../orders/orders-kit.js';
import { uploaded } from '../uploads/uploads-fixture.js';
import { ACCOUNT, expectRefusal, headers, member, t, useAccountSuite, type Lang, type Member } from './account-kit.js';

useAccountSuite({ UPLOAD_POLL_MS: '0' });

const exportOf = async (path: string, who: Member, query = '') => {
  const res = await t.call<ExportedFile>({ method: 'GET', url: `${path}?${query}`, headers: bearer(who.token) });
  expect(res.code, res.msg).toBe(0);
  return res.data.fileName;
};
const download = (who: Member, fileName: string, extra = '', lang: Lang = 'zh-CN') =>
  t.app.inject({
    method: 'GET',
    url: `${ACCOUNT.download.path}?fileName=${encodeURIComponent(fileName)}${extra}`,
    headers: headers(who.token, lang),
  });
/** The file's lines without the byte-order mark, split into cells (none of these hold commas). */
const linesOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).trimEnd().split('\r\n');
};

let buyer: Member;
let orderNos: string[];
beforeAll(async () => {
  await seedDemoOffers(t.deps.offers, t.clock);
  buyer = await member();
  const kit = orderKit(t);
  kit.anyToken = buyer.token;
  const spec = await kit.spec('畅玩版');
  const price = await kit.price(spec.id, 'purchase');
  orderNos = [];
  for (const quantity of [1, 2]) {
    const res = await kit.create(buyer.token, {
      type: 'purchase',
      configurationId: spec.id,
      regionId: spec.regions[0]!.id,
      priceId: price.id,
      quantity,
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(res.code, res.msg).toBe(0);
    orderNos.push(res.data.orderNo);
    t.clock.advance(1000);
  }
});

describe('the order export', () => {
  it('saves the filtered orders as a CSV the member downloads by name', async () => {
    const fileName = await exportOf(ordersApi.endpoints.export.path, buyer);
    expect(fileName).toMatch(/^orders-\d{8}-\d{4}-[0-9a-f]{6}\.csv$/);
    const res = await download(buyer, fileName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const lines = linesOf(res.body);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['order_no', 'create_time', 'type', 'status']);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...orderNos].reverse());
    expect(lines[1]!.split(',').slice(2, 5)).toEqual(['purchase', 'pending', 'sandbox']);

    const none = await exportOf(ordersApi.endpoints.export.path, buyer, 'type=renewal');
    expect(linesOf((await download(buyer, none)).body)).toHaveLength(1);
    const bad = await t.call({ method: 'GET', url: `${ordersApi.endpoints.export.path}?type=gift`, headers: bearer(buyer.token) });
    expect(bad.status).toBe(400);
  });
});

describe('the upload records export', () => {
  it('saves every push as a CSV row', async () => {
    const m = await member();
    const phones = await rentPhones(t, m.id, 2);
    const file = await uploaded(t, m.token, 'notes.txt', Buffer.from('for the phone'));
    const pushed = await t.call({
      method: 'POST',
      url: pushApi.endpoints.install.path,
      headers: bearer(m.token),
      payload: { phoneIds: phones, fileIds: [file], targetDir: '/sdcard/Documents/' },
    });
    expect(pushed.code, pushed.msg).toBe(0);
    const fileName = await exportOf(uploadsApi.endpoints.recordExport.path, m);
    expect(fileName).toMatch(/^upload-records-\d{8}-\d{4}-[0-9a-f]{6}\.csv$/);
    const lines = linesOf((await download(m, fileName)).body);
    expect(lines[0]).toBe('create_time,name,more_files,type,size_bytes,status,result,total,success,failed,progress');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 8))).toEqual([
      ['notes.txt', '0', 'file', '13', 'executing', '执行中：0/2 台已完成', '2'],
    ]);
  });
});

describe('common/common/download', () => {
  it('answers only the member’s own files: another member’s name is not found, in both languages', async () => {
    const fileName = await exportOf(ordersApi.endpoints.export.path, buyer);
    const other = await member();
    for (const [lang, msg] of [
      ['zh-CN', '文件不存在或已被删除'],
      ['en-US', 'The file does not exist or has been deleted'],
    ] as const) {
      const res = await download(other, fileName, '', lang);
      expectRefusal({ status: res.statusCode, ...res.json<{ code: number; msg: string }>() }, 'DOWNLOAD_NOT_FOUND', msg);
    }
    expect((await download(buyer, 'orders-20260101-0000-000000.csv')).statusCode).toBe(404);
    expect((await download(buyer, fileName)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `${ACCOUNT.download.path}?fileName=${fileName}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(['../orders.csv', 'exports/1/orders.csv', '..\\orders.csv', '..', 'a/b'])(
    'refuses the path %s with a 400 and a message',
    async (fileName) => {
      for (const [lang, msg] of [
        ['zh-CN', '文件名不正确'],
        ['en-US', 'The file name is not valid'],
      ] as const) {
        const res = await download(buyer, fileName, '', lang);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ msg: string }>().msg).toBe(msg);
      }
    },
  );

  it('with delete=true sends the file and removes it, row and stored bytes', async () => {
    const fileName = await exportOf(ordersApi.endpoints.export.path, buyer);
    const key = `exports/${buyer.id}/${fileName}`;
    expect(await t.deps.uploads.storage.stat(key)).not.toBeNull();
    const first = await download(buyer, fileName, '&delete=true');
    expect(first.statusCode).toBe(200);
    expect(linesOf(first.body).length).toBeGreaterThan(1);
    expect((await download(buyer, fileName)).statusCode).toBe(404);
    expect(await t.deps.uploads.storage.stat(key)).toBeNull();
    expect(
      await t.deps.db
        .select()
        .from(memberExports)
        .where(and(eq(memberExports.memberId, buyer.id), eq(memberExports.fileName, fileName))),
    ).toEqual([]);
  });

  it('keeps a file a day: the sweep removes older ones', async () => {
    const old = await exportOf(accreditApi.endpoints.auditExport.path, buyer);
    t.clock.advance(23 * 3600_000);
    const recent = await exportOf(accreditApi.endpoints.auditExport.path, buyer);
    t.clock.advance(2 * 3600_000);
    expect(await t.deps.account.exports.sweep()).toBeGreaterThanOrEqual(1);
    expect((await download(buyer, old)).statusCode).toBe(404);
    expect(await t.deps.uploads.storage.stat(`exports/${buyer.id}/${old}`)).toBeNull();
    expect((await download(buyer, recent)).statusCode).toBe(200);
  });
});

describe('CSV cells', () => {
  it('are quoted when they must be and never start a formula', () => {
    expect(['=SUM(A1)', '+1', '-cmd', '@x', '\tx', 'plain', 'a,b', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-cmd",
      "'@x",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
    expect([-5, 0, null, undefined].map(csvCell)).toEqual(['-5', '0', '', '']);
    expect(
      csvText([
        ['a', 'b'],
        ['=1', 2],
      ]),
    ).toBe("\uFEFFa,b\r\n'=1,2\r\n");
  });
});
