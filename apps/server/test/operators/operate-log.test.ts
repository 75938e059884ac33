import { XLSX_MIME, type OperateLogRow, type PageResult } from '@cloudphone/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from '../../src/infra/spreadsheet.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { operatorToken } from '../kit/members.js';
import { api, counts, created, freshName, newOperator, whoAmI, xlsx } from './operators-kit.js';

let t: Harness;
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await createHarness();
  admin = await operatorToken(t);
  adminName = (await whoAmI(t, admin)).data.user.username;
});
afterAll(() => t.close());

const LOG = '/admin-api/system/operate-log/page';
const USERS = '/admin-api/system/user';
const page = (query: string, token = admin) => api(t, token).get<PageResult<OperateLogRow>>(`${LOG}?${query}`);

describe('the audit log', () => {
  it('records an operator write with who, the row before, the input after, the address and the time', async () => {
    const a = await created(t, admin);
    const since = Date.now() - 1000;
    await t.app.inject({
      method: 'PUT',
      url: `${USERS}/changeStatus`,
      payload: { userId: a.userId, status: 1 },
      headers: { authorization: `Bearer ${admin}` },
      remoteAddress: '198.51.100.4',
    });
    const [entry] = (await page(`path=changeStatus&userName=${adminName}&pageSize=1`)).data.list;
    expect(entry).toEqual({
      id: expect.any(Number),
      userName: adminName,
      method: 'PUT',
      path: `${USERS}/changeStatus`,
      before: expect.objectContaining({ userId: a.userId, userName: a.userName, status: 0, roles: ['ops'] }),
      after: { userId: a.userId, status: 1 },
      ip: '198.51.100.4',
      createTime: expect.any(Number),
    });
    expect(entry!.createTime).toBeGreaterThanOrEqual(since);
    // The row before never carries the password hash.
    expect(JSON.stringify(entry!.before)).not.toMatch(/argon2|passwordHash/);
  });

  it('masks passwords: a reset’s and a create’s after show the mask, never the password', async () => {
    const input = newOperator();
    const id = (await api(t, admin).post<number>(USERS, input)).data;
    await api(t, admin).put(`${USERS}/resetPwd`, { userId: id, password: 'S3cret!reset' });
    const list = (await page('pageSize=2')).data.list;
    expect(list.map((e) => [e.method, e.path])).toEqual([
      ['PUT', `${USERS}/resetPwd`],
      ['POST', USERS],
    ]);
    expect(list[0]!.after).toEqual({ userId: id, password: '******' });
    expect(list[1]!.after).toMatchObject({ userName: input.userName, password: '******' });
    expect(JSON.stringify(list)).not.toContain('S3cret!reset');
    expect(JSON.stringify(list)).not.toContain(input.password);
  });

  it('records a deletion with the row it removed, and an import with its rows (passwords masked)', async () => {
    const a = await created(t, admin);
    await api(t, admin).del(`${USERS}/${a.userId}`);
    const [deleted] = (await page('method=DELETE&pageSize=1')).data.list;
    expect(deleted).toMatchObject({
      path: `${USERS}/${a.userId}`,
      before: { userId: a.userId, userName: a.userName },
      after: { userId: a.userId },
    });

    const name = freshName('logimp');
    const imported = await api(t, admin).importFile(
      await xlsx(['userName', 'nickName', 'password', 'roles'], [[name, '导入', 'Imp0rt!pw', 'ops']]),
    );
    expect(imported.code, imported.msg).toBe(0);
    const [entry] = (await page('path=importData&pageSize=1')).data.list;
    expect(entry!.after).toEqual({
      updateSupport: false,
      rows: [{ userName: name, nickName: '导入', password: '******', roles: 'ops', email: '', mobile: '', remark: '' }],
    });
  });

  it('does not record refused writes (403, 400, 404)', async () => {
    const a = await created(t, admin);
    const ops = await operatorToken(t, ['ops']);
    const before = await counts(t);
    expect((await api(t, ops).put(`${USERS}/changeStatus`, { userId: a.userId, status: 1 })).status).toBe(403);
    expect((await api(t, admin).put(`${USERS}/changeStatus`, { userId: a.userId, status: 9 })).status).toBe(400);
    expect((await api(t, admin).post(USERS, { ...newOperator(), password: 'weak' })).status).toBe(400);
    expect((await api(t, admin).del(`${USERS}/999999999`)).status).toBe(404);
    expect(await counts(t)).toEqual(before);
  });

  it('filters by operator, path, method and time, newest first, paged', async () => {
    const other = await operatorToken(t);
    const otherName = (await whoAmI(t, other)).data.user.username;
    const a = await created(t, other);
    t.clock.advance(1000);
    const mid = Date.now();
    await api(t, other).put(`${USERS}/changeStatus`, { userId: a.userId, status: 1 });
    await api(t, other).put(`${USERS}/changeStatus`, { userId: a.userId, status: 0 });

    const mine = (await page(`userName=${otherName}`)).data;
    expect(mine.total).toBe(3);
    expect(mine.list.map((e) => [e.method, e.path, (e.after as { status?: number }).status])).toEqual([
      ['PUT', `${USERS}/changeStatus`, 0],
      ['PUT', `${USERS}/changeStatus`, 1],
      ['POST', USERS, undefined],
    ]);
    expect((await page(`userName=${otherName}&method=POST`)).data.total).toBe(1);
    expect((await page(`userName=${otherName}&path=CHANGESTATUS`)).data.total).toBe(2);
    expect((await page(`userName=${otherName}&pageNo=2&pageSize=2`)).data).toMatchObject({ total: 3, list: [{ method: 'POST' }] });
    expect((await page(`userName=${otherName}&beginTime=${mid - 500}`)).data.total).toBeGreaterThanOrEqual(2);
    expect((await page(`userName=${otherName}&endTime=0`)).data.total).toBe(0);
    expect((await page(`userName=${otherName}&beginTime=${Date.now() + 3_600_000}`)).data.total).toBe(0);
  });

  it('refuses bad filters with a translated 400', async () => {
    expect(await page('method=GET')).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect((await api(t, admin, 'en-US').get(`${LOG}?beginTime=yesterday`)).status).toBe(400);
    expect((await page('pageSize=1000')).status).toBe(400);
  });

  it('exports the filtered log as a real XLSX, newest first, with the JSON of before and after', async () => {
    const a = await created(t, admin, { remark: '=cmd|calc' });
    await api(t, admin).put(`${USERS}/changeStatus`, { userId: a.userId, status: 1 });
    const res = await api(t, admin, 'en-US').download(`/admin-api/system/operate-log/export?userName=${adminName}&method=PUT`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('operate-log.xlsx');
    const rows = await readXlsxRows(res.rawPayload, { maxRows: 1000 });
    const listed = (await page(`userName=${adminName}&method=PUT&pageSize=300`)).data;
    expect(rows.map((r) => Number(r.cells.ID))).toEqual(listed.list.map((e) => e.id));
    expect(rows[0]!.cells).toMatchObject({ Operator: adminName, Method: 'PUT', Path: `${USERS}/changeStatus`, IP: '127.0.0.1' });
    expect(JSON.parse(rows[0]!.cells.After!)).toEqual({ userId: a.userId, status: 1 });
    expect(JSON.parse(rows[0]!.cells.Before!)).toMatchObject({ userId: a.userId, remark: '=cmd|calc' });
    expect(Math.abs(new Date(rows[0]!.cells.Time!).getTime() - listed.list[0]!.createTime)).toBeLessThan(1000);
  });

  it('exports more rows than one batch, in order', async () => {
    const token = await operatorToken(t);
    const name = (await whoAmI(t, token)).data.user.username;
    // Written straight to the table: 1,200 API calls would only slow the test.
    await t.deps.db.execute(
      sql`INSERT INTO operate_logs (user_name, method, path, after, ip) SELECT ${name}, 'PUT', '/admin-api/x/' || g, '{}'::jsonb, '127.0.0.1' FROM generate_series(1, 1200) g`,
    );
    const res = await api(t, admin).download(`/admin-api/system/operate-log/export?userName=${name}`);
    const rows = await readXlsxRows(res.rawPayload, { maxRows: 2000 });
    expect(rows).toHaveLength(1200);
    expect(rows[0]!.cells['请求地址']).toBe('/admin-api/x/1200');
    expect(rows[1199]!.cells['请求地址']).toBe('/admin-api/x/1');
  });
});
