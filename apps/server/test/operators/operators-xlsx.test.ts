import { XLSX_MIME, type OperatorImportResult, type OperatorRow, type PageResult } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from '../../src/infra/spreadsheet.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { operatorToken } from '../kit/members.js';
import { api, counts, created, freshName, OP_PASSWORD, sheetOf, signInOperator, whoAmI, xlsx } from './operators-kit.js';

let t: Harness;
let admin: string;
beforeAll(async () => {
  t = await createHarness();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const USERS = '/admin-api/system/user';
const HEADER = ['userName', 'nickName', 'password', 'roles', 'email', 'mobile'];

describe('operators: export and template', () => {
  it('exports the list’s filtered operators as a real XLSX with headers in the caller’s language', async () => {
    const tag = freshName('exp');
    await created(t, admin, { userName: `${tag}_a`, roles: ['ops', 'finance'], remark: '=1+1' });
    const b = await created(t, admin, { userName: `${tag}_b` });
    await api(t, admin).put(`${USERS}/changeStatus`, { userId: b.userId, status: 1 });
    await created(t, admin, { userName: freshName('other') });

    const res = await api(t, admin).download(`${USERS}/export?userName=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="operators\.xlsx"; filename\*=UTF-8''operators\.xlsx$/);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('用户数据');
    expect(sheet.header).toEqual([
      '用户编号',
      '用户名',
      '用户昵称',
      '状态',
      '角色',
      '邮箱',
      '手机号码',
      '备注',
      '最后登录 IP',
      '最后登录时间',
      '创建时间',
    ]);
    expect(sheet.rows.map((r) => [r[1], r[3], r[4], r[7]])).toEqual([
      [`${tag}_a`, '正常', 'ops,finance', "'=1+1"],
      [`${tag}_b`, '停用', 'ops', undefined],
    ]);
    expect(sheet.rows[0]![10]).toBeInstanceOf(Date);

    const disabled = await readXlsxRows((await api(t, admin, 'en-US').download(`${USERS}/export?userName=${tag}&status=1`)).rawPayload, {
      maxRows: 10,
    });
    expect(disabled.map((r) => [r.cells['User name'], r.cells.Status])).toEqual([[`${tag}_b`, 'Disabled']]);
  });

  it('refuses a bad filter with a translated 400', async () => {
    const res = await api(t, admin, 'en-US').get(`${USERS}/export?status=7`);
    expect(res).toMatchObject({ status: 400, msg: 'The status is 0 (enabled) or 1 (disabled)' });
  });

  it('answers the import template: an XLSX with the header row only', async () => {
    const res = await api(t, admin, 'en-US').download(`${USERS}/importTemplate`);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header).toEqual(['User name', 'Nickname', 'Password', 'Roles', 'E-mail', 'Mobile', 'Remark']);
    expect(sheet.rows).toEqual([]);
  });
});

describe('operators: import', () => {
  it('imports new operators from the template (roles "ops,finance"), who can sign in; the template in either language works', async () => {
    const [a, b] = [freshName('imp'), freshName('imp')];
    const template = await sheetOf((await api(t, admin).download(`${USERS}/importTemplate`)).rawPayload);
    const file = await xlsx(template.header as string[], [
      [a, '导入一', 'Imp0rt!one', 'ops,finance', 'a@example.com', '13800000009', '批量'],
      [],
      [b, '导入二', 'Imp0rt!two', 'finance', '', '', ''],
    ]);
    const res = await api(t, admin).importFile<OperatorImportResult>(file);
    expect(res).toMatchObject({ code: 0, data: { created: 2, updated: 0, failed: 0, failures: [] } });
    const list = await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${a}`);
    expect(list.data.list[0]).toMatchObject({
      nickName: '导入一',
      roles: ['ops', 'finance'],
      email: 'a@example.com',
      mobile: '13800000009',
    });
    expect((await signInOperator(t, a, 'Imp0rt!one')).code).toBe(0);
    expect((await signInOperator(t, b, 'Imp0rt!two')).code).toBe(0);
  });

  it('updates existing user names only with updateSupport, leaving their passwords alone', async () => {
    const existing = await created(t, admin, { roles: ['ops'] });
    const file = await xlsx(HEADER, [[existing.userName, '新昵称', '', 'finance', '', '']]);
    const refused = await api(t, admin, 'en-US').importFile<OperatorImportResult>(file);
    expect(refused).toMatchObject({
      status: 400,
      code: 1002000024,
      msg: 'Import failed: 1 rows have errors; nothing was imported',
      data: {
        created: 0,
        updated: 0,
        failed: 1,
        failures: [
          { rowNumber: 2, userName: existing.userName, msg: 'The user name already exists (choose "update existing users" to update it)' },
        ],
      },
    });
    const res = await api(t, admin).importFile<OperatorImportResult>(file, '?updateSupport=true');
    expect(res).toMatchObject({ code: 0, data: { created: 0, updated: 1, failed: 0 } });
    expect((await api(t, admin).get<OperatorRow>(`${USERS}/${existing.userId}`)).data).toMatchObject({
      nickName: '新昵称',
      roles: ['finance'],
    });
    expect((await signInOperator(t, existing.userName, OP_PASSWORD)).code).toBe(0);
  });

  it('checks the whole file first: any bad row imports nothing, and each bad row is named, in both languages', async () => {
    const me = (await whoAmI(t, admin)).data.user.username;
    const good = freshName('good');
    const dup = freshName('dup');
    const file = await xlsx(HEADER, [
      [good, '好的', 'G00d!pass', 'ops', '', ''],
      [dup, '重复一', 'G00d!pass', 'ops', '', ''],
      [dup, '重复二', 'G00d!pass', 'ops', '', ''],
      [freshName('weak'), '弱密码', 'weakpass', 'ops', '', ''],
      [freshName('role'), '角色', 'G00d!pass', 'ops,root', '', ''],
      ['x', '短名', 'G00d!pass', 'ops', '', ''],
      [freshName('mail'), '邮箱', 'G00d!pass', 'ops', 'nope', ''],
      [me, '自己', '', 'ops', '', ''],
    ]);
    const before = await counts(t);
    const zh = await api(t, admin).importFile<OperatorImportResult>(file, '?updateSupport=true');
    expect(zh).toMatchObject({ status: 400, code: 1002000024, msg: '导入失败：6 行有错误，未导入任何数据' });
    expect(zh.data.failures.map((f) => [f.rowNumber, f.msg])).toEqual([
      [4, '用户名在文件中重复'],
      [5, '请输入 8-20 位的大小写字母数字特殊符号组合'],
      [6, '角色只能是 admin、ops 或 finance'],
      [7, '用户名为 2-30 位字母、数字或下划线'],
      [8, '请输入正确的邮箱地址'],
      [9, '导入不能修改当前用户'],
    ]);
    const en = await api(t, admin, 'en-US').importFile<OperatorImportResult>(file, '?updateSupport=true');
    expect(en.data.failures[0]).toEqual({ rowNumber: 4, userName: dup, msg: 'The user name appears more than once in the file' });
    expect(await counts(t)).toEqual(before);
    expect((await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${good}`)).data.total).toBe(0);
  });

  it('refuses what is not an XLSX, a missing file, an empty sheet and an oversized file', async () => {
    const before = await counts(t);
    const csv = await api(t, admin, 'en-US').importFile(Buffer.from('userName,nickName\nbob,Bob\n'), '', 'operators.csv');
    expect(csv).toMatchObject({ status: 400, code: 1002000021, msg: 'Upload an XLSX file filled in from the template' });
    const noFile = await t.call({
      method: 'POST',
      url: `${USERS}/importData`,
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-US' },
    });
    expect(noFile).toMatchObject({ status: 400, code: 1002000020, msg: 'Choose the file to import' });
    expect(await api(t, admin).importFile(await xlsx(HEADER, []))).toMatchObject({ status: 400, code: 1002000021 });
    const big = await api(t, admin).importFile(Buffer.alloc(1024 * 1024 + 10, 1));
    expect(big).toMatchObject({ status: 413, code: 1002000022, msg: '导入文件不能超过 1 MB' });
    expect(
      await api(t, admin).importFile(await xlsx(HEADER, [[freshName(), 'n', 'G00d!pass', 'ops']]), '?updateSupport=maybe'),
    ).toMatchObject({
      status: 400,
    });
    expect(await counts(t)).toEqual(before);
  });

  it('refuses more rows than allowed', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => [`bulk_${i}`, 'n', 'G00d!pass', 'ops']);
    expect(await api(t, admin, 'en-US').importFile(await xlsx(HEADER, rows))).toMatchObject({
      status: 400,
      code: 1002000023,
      msg: 'At most 500 rows can be imported at once',
    });
  });
});
