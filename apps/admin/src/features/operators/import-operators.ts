import { isSuccessCode, operatorsAdminApi, translate, type Envelope, type OperatorImportResult } from '@cloudphone/contract';
import { buildHeaders } from '@web/shared/api/headers';
import { withParams } from '@web/shared/api/params';
import { context, endSession, refresher } from '../../shared/api/http';
import { i18next } from '../../shared/i18n/i18n';
import { session } from '../../shared/session/session-store';

/** What an import answered: the counts, or why not, with the bad rows when the file had any (nothing is imported then). */
export type ImportOutcome =
  { ok: true; result: OperatorImportResult } | { ok: false; message: string; result: OperatorImportResult | null };

const isResult = (data: unknown): data is OperatorImportResult =>
  typeof data === 'object' && data !== null && Array.isArray((data as OperatorImportResult).failures);

/**
 * POST /admin-api/system/user/importData?updateSupport=: the XLSX as multipart (part "file"). The
 * API client only sends JSON, so this makes the request itself with the same headers and the same
 * single-flight refresh on 401 (as front/upload-image.ts). A file with bad rows answers 400 with
 * the rows in `data`, which the dialog lists.
 */
export async function importOperators(file: File, updateSupport: boolean): Promise<ImportOutcome> {
  const { path, method } = operatorsAdminApi.endpoints.importData;
  const url = withParams(path, { updateSupport });
  const send = (token: string | null) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return fetch(url, { method, headers: buildHeaders({ ...context(), token }, { json: false }), body: form });
  };
  const token = session.get().token;
  let response: Response;
  try {
    response = await send(token);
    if (response.status === 401 && token) {
      let fresh: string;
      try {
        fresh = await refresher.refresh(token);
      } catch {
        endSession();
        return { ok: false, message: translate('session.expired', context().locale), result: null };
      }
      response = await send(fresh);
    }
  } catch {
    return { ok: false, message: i18next.t('common.networkError'), result: null };
  }
  const body = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
  if (response.ok && body && isSuccessCode(body.code ?? 200) && isResult(body.data)) return { ok: true, result: body.data };
  return {
    ok: false,
    message: body?.msg || translate('http.500', context().locale),
    result: isResult(body?.data) ? body.data : null,
  };
}
