import { translate, type Envelope } from '@cloudphone/contract';
import { ApiError } from '@web/shared/api/api-error';
import { buildHeaders } from '@web/shared/api/headers';
import { i18next } from '../i18n/i18n';
import { session } from '../session/session-store';
import { context, endSession, refresher, watchedFetch } from './http';

/**
 * A request the API client cannot make (it sends and reads JSON only): a multipart upload, a file
 * download. It goes with the client's headers and, on a 401, the same single-flight refresh and one
 * retry. Rejects with an ApiError: the network failed (code 0, not shown yet), or the session could
 * not be refreshed (401, handled: the session is cleared and the operator told).
 */
export async function sendWithSession(url: string, init: { method: string; body?: BodyInit }): Promise<Response> {
  const send = async (token: string | null) => {
    try {
      return await watchedFetch(url, { ...init, headers: buildHeaders({ ...context(), token }, { json: false }) });
    } catch (error) {
      throw new ApiError(i18next.t('common.networkError'), { code: 0, data: error });
    }
  };
  const token = session.get().token;
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  let fresh: string;
  try {
    fresh = await refresher.refresh(token);
  } catch {
    endSession();
    throw new ApiError(translate('session.expired', context().locale), { code: 401, status: 401, handled: true });
  }
  return send(fresh);
}

/** An answer's envelope as far as it has one (null when the body is no JSON). */
export const envelopeOf = async <T>(response: Response) => (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;

/** What a refused answer says: the server's message, else the generic server error. */
export const refusalMessage = (body: { msg?: unknown } | null) =>
  (typeof body?.msg === 'string' && body.msg) || translate('http.500', context().locale);

/** Sends one file as multipart (part "file") to an upload endpoint; resolves with the answer and its envelope. */
export async function sendFile<T>(url: string, method: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await sendWithSession(url, { method, body: form });
  return { response, body: await envelopeOf<T>(response) };
}
