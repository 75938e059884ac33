import {
  CreateOperatorSchema,
  isMessageKey,
  OPERATOR_IMPORT_COLUMNS,
  OPERATOR_IMPORT_MAX_ROWS,
  translate,
  UpdateOperatorSchema,
  type Locale,
  type OperatorImportResult,
} from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { readXlsxRows, SpreadsheetError, type XlsxRow } from '../../infra/spreadsheet.js';
import type { Passwords } from '../auth/passwords.js';
import type { Caller } from './operators-admin.service.js';
import { createOperatorsRepo, toView, type OperatorRow } from './operators.repo.js';

type Column = (typeof OPERATOR_IMPORT_COLUMNS)[number];
type Cells = Record<Column, string>;

/** A column's header in the template: its label in either language; the field name itself also works. */
export const columnHeader = (column: Column | 'userId' | 'status' | 'loginIp' | 'loginDate' | 'createTime', locale: Locale) =>
  translate(`operators.column.${column}`, locale);
const HEADER_TO_COLUMN = new Map<string, Column>(
  OPERATOR_IMPORT_COLUMNS.flatMap((c) => [c, columnHeader(c, 'zh-CN'), columnHeader(c, 'en-US')].map((h) => [h.toLowerCase(), c])),
);

/** A row's cells under the template's column names; other columns are ignored. */
function cellsOf(row: XlsxRow): Cells {
  const cells = Object.fromEntries(OPERATOR_IMPORT_COLUMNS.map((c) => [c, ''])) as Cells;
  for (const [header, value] of Object.entries(row.cells)) {
    const column = HEADER_TO_COLUMN.get(header.toLowerCase());
    if (column && !cells[column]) cells[column] = value;
  }
  return cells;
}

/** The roles cell: "ops,finance", with either comma, spaces or semicolons between. */
const rolesOf = (cell: string) => cell.split(/[,，;；\s]+/).filter(Boolean);

type Planned =
  | { kind: 'create'; rowNumber: number; input: z.output<typeof CreateOperatorSchema> }
  | { kind: 'update'; rowNumber: number; row: OperatorRow; input: z.output<typeof UpdateOperatorSchema> };

/**
 * Operators from the template's XLSX. The whole file is checked before anything is written (every
 * row against the same rules as the form, the user names against each other and the table), and
 * a file with any bad row imports nothing: the answer names each bad row, so the operator fixes the
 * file and sends it again, without working out which half went in. An existing user name is
 * refused unless `updateSupport`, then its nickname, roles and contacts are updated and its
 * password left alone (resetPwd changes passwords). Nobody can change their own account this way.
 */
export function createOperatorImport({ db, clock, passwords }: { db: Db; clock: Clock; passwords: Pick<Passwords, 'hash'> }) {
  async function readRows(file: Buffer) {
    try {
      return await readXlsxRows(file, { maxRows: OPERATOR_IMPORT_MAX_ROWS });
    } catch (err) {
      if (err instanceof SpreadsheetError && err.reason === 'tooManyRows')
        throw new AppError('OPERATOR_IMPORT_ROWS', { max: OPERATOR_IMPORT_MAX_ROWS });
      if (err instanceof SpreadsheetError) throw new AppError('OPERATOR_IMPORT_FILE');
      throw err;
    }
  }

  return {
    /** The rows as the audit log records them (passwords are masked there). */
    async run(caller: Caller, file: Buffer, updateSupport: boolean, locale: Locale, record: (rows: Cells[]) => void) {
      const rows = (await readRows(file)).map((row) => ({ rowNumber: row.rowNumber, cells: cellsOf(row) }));
      if (!rows.length) throw new AppError('OPERATOR_IMPORT_FILE');
      record(rows.map((r) => r.cells));
      const existing = new Map(
        (await createOperatorsRepo(db).findByUsernames([...new Set(rows.map((r) => r.cells.userName.trim()))])).map((o) => [o.username, o]),
      );
      const seen = new Set<string>();
      const failures: OperatorImportResult['failures'] = [];
      const planned: Planned[] = [];
      const fail = (rowNumber: number, userName: string, key: string) =>
        failures.push({ rowNumber, userName, msg: translate(isMessageKey(key) ? key : 'validation.invalid', locale) });

      for (const { rowNumber, cells } of rows) {
        const userName = cells.userName.trim();
        const fields = {
          userName,
          nickName: cells.nickName,
          roles: rolesOf(cells.roles),
          email: cells.email,
          mobile: cells.mobile,
          remark: cells.remark,
        };
        if (userName && seen.has(userName)) {
          fail(rowNumber, userName, 'operators.import.duplicate');
          continue;
        }
        seen.add(userName);
        const found = existing.get(userName);
        if (found && !updateSupport) fail(rowNumber, userName, 'operators.import.exists');
        else if (found?.id === caller.operatorId) fail(rowNumber, userName, 'operators.import.self');
        else if (found) {
          const checked = UpdateOperatorSchema.safeParse({ ...fields, userId: found.id });
          if (checked.success) planned.push({ kind: 'update', rowNumber, row: found, input: checked.data });
          else fail(rowNumber, userName, checked.error.issues[0]!.message);
        } else {
          const checked = CreateOperatorSchema.safeParse({ ...fields, password: cells.password });
          if (checked.success) planned.push({ kind: 'create', rowNumber, input: checked.data });
          else fail(rowNumber, userName, checked.error.issues[0]!.message);
        }
      }
      const result = (created: number, updated: number): OperatorImportResult => ({ created, updated, failed: failures.length, failures });
      if (failures.length) throw new AppError('OPERATOR_IMPORT_INVALID', { count: failures.length }, result(0, 0));

      const hashes = await hashAll(
        passwords.hash,
        planned.map((p) => (p.kind === 'create' ? p.input.password : null)),
      );
      const updates = planned.filter((p) => p.kind === 'update');
      if (updates.length) caller.auditBefore(updates.map((p) => toView(p.row)));
      await db.transaction(async (tx) => {
        const repo = createOperatorsRepo(tx);
        for (const [i, p] of planned.entries()) {
          const { userName, nickName, roles, email, mobile, remark } = p.input;
          const columns = { username: userName, nickname: nickName, roles, email, mobile, remark };
          // Made or deleted by someone else since the check: the file is refused as a whole.
          if (p.kind === 'create' && !(await repo.create({ ...columns, passwordHash: hashes[i]! }))) throw conflict(p.rowNumber, userName);
          if (p.kind === 'update' && !(await repo.update(p.row.id, columns, clock.now()))) throw conflict(p.rowNumber, userName);
        }
      });
      return result(planned.length - updates.length, updates.length);

      function conflict(rowNumber: number, userName: string) {
        fail(rowNumber, userName, 'operators.import.changed');
        return new AppError('OPERATOR_IMPORT_INVALID', { count: 1 }, result(0, 0));
      }
    },
  };
}
export type OperatorImport = ReturnType<typeof createOperatorImport>;

/** argon2id costs ~50 ms and 64 MiB a password (at the default cost): four at a time, libuv's thread pool size. */
async function hashAll(hash: (password: string) => Promise<string>, passwords: (string | null)[]) {
  const out: (string | null)[] = new Array<string | null>(passwords.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      const password = passwords[i];
      if (password) out[i] = await hash(password);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}
