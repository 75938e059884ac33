import type { CreateOperatorInput, OperatorRow, PermissionInfo } from '@cloudphone/contract';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { operateLogs, operators } from '../../src/db/schema.js';
import type { Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';
import { multipart } from '../uploads/uploads-fixture.js';

/** A password the members' rule accepts (upper, lower, digit, symbol). */
export const OP_PASSWORD = 'Op3rator!pw';

export const headers = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });

/** The operator console's calls, as one operator in one language. */
export function api(t: Harness, token: string, lang = 'zh-CN') {
  const call = <T>(method: InjectOptions['method'], url: string, payload?: object) =>
    t.call<T>({ method, url, headers: headers(token, lang), ...(payload ? { payload } : {}) });
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload: object) => call<T>('POST', url, payload),
    put: <T>(url: string, payload: object) => call<T>('PUT', url, payload),
    del: <T>(url: string) => call<T>('DELETE', url),
    /** A raw GET (an XLSX answer). */
    download: (url: string) => t.app.inject({ method: 'GET', url, headers: headers(token, lang) }),
    importFile: <T>(bytes: Buffer, query = '', name = 'operators.xlsx') => {
      const body = multipart(name, bytes);
      return t.call<T>({
        method: 'POST',
        url: `/admin-api/system/user/importData${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers(token, lang) },
      });
    },
  };
}

let n = 0;
/** A user name no other test uses. */
export const freshName = (prefix = 'op') => `${prefix}_${++n}_${Math.floor(Math.random() * 1e6)}`;

export const newOperator = (overrides: Partial<CreateOperatorInput> = {}): CreateOperatorInput => ({
  userName: freshName(),
  nickName: '测试运营',
  password: OP_PASSWORD,
  roles: ['ops'],
  ...overrides,
});

/** Creates an operator through the API and answers its row. */
export async function created(t: Harness, admin: string, overrides: Partial<CreateOperatorInput> = {}) {
  const input = newOperator(overrides);
  const res = await api(t, admin).post<number>('/admin-api/system/user', input);
  expect(res.code, res.msg).toBe(0);
  const row = await api(t, admin).get<OperatorRow>(`/admin-api/system/user/${res.data}`);
  return { ...row.data, password: input.password };
}

export async function signInOperator(t: Harness, userName: string, password = OP_PASSWORD, lang = 'zh-CN') {
  return t.call<{ accessToken: string; refreshToken: string }>({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    payload: { username: userName, password },
    headers: { 'accept-language': lang },
  });
}

export const whoAmI = (t: Harness, token: string) => api(t, token).get<PermissionInfo>('/admin-api/system/auth/get-permission-info');

/** Rows in the tables a refused call must not touch. */
export async function counts(t: Harness) {
  const [ops] = await t.deps.db.select({ n: count() }).from(operators);
  const [logs] = await t.deps.db.select({ n: count() }).from(operateLogs);
  return { operators: ops!.n, logs: logs!.n };
}

/** An XLSX with these rows under this header row (what an operator fills in). */
export async function xlsx(header: string[], rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The header row and the data rows of an answered XLSX, as text. */
export async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const ws = book.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, header: rows[0] ?? [], rows: rows.slice(1) };
}
