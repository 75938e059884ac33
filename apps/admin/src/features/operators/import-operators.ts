import { isSuccessCode, operatorsAdminApi, type OperatorImportResult } from '@cloudphone/contract';
import { withParams } from '@web/shared/api/params';
import { refusalMessage, sendFile } from '../../shared/api/send';

/** What an import answered: the counts, or why not, with the bad rows when the file had any (nothing is imported then). */
export type ImportOutcome =
  { ok: true; result: OperatorImportResult } | { ok: false; message: string; result: OperatorImportResult | null };

const isResult = (data: unknown): data is OperatorImportResult =>
  typeof data === 'object' && data !== null && Array.isArray((data as OperatorImportResult).failures);

/**
 * POST /admin-api/system/user/importData?updateSupport=: the XLSX as multipart (part "file"), with
 * the API client's headers and refresh (shared/api/send.ts). A file with bad rows answers 400 with
 * the rows in `data`, which the dialog lists.
 */
export async function importOperators(file: File, updateSupport: boolean): Promise<ImportOutcome> {
  const { path, method } = operatorsAdminApi.endpoints.importData;
  let answer: Awaited<ReturnType<typeof sendFile>>;
  try {
    answer = await sendFile(withParams(path, { updateSupport }), method, file);
  } catch (error) {
    // The network failed, or the session ended (the operator has been told).
    return { ok: false, message: (error as Error).message, result: null };
  }
  const { response, body } = answer;
  if (response.ok && body && isSuccessCode(body.code ?? 200) && isResult(body.data)) return { ok: true, result: body.data };
  return { ok: false, message: refusalMessage(body), result: isResult(body?.data) ? body.data : null };
}
