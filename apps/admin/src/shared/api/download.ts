import { fillPath, inputInPath, translate, type Endpoint, type Envelope, type InputOf } from '@cloudphone/contract';
import { ApiError } from '@web/shared/api/api-error';
import { buildHeaders } from '@web/shared/api/headers';
import { withParams } from '@web/shared/api/params';
import { i18next } from '../i18n/i18n';
import { session } from '../session/session-store';
import { ui } from '../ui/ui-bridge';
import { context, endSession, refresher, watchedFetch } from './http';

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]!).trim() : null;
}

/** Saves a file the browser holds through a temporary link; the object URL is released a little later. */
export function saveBlob(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads an export (a GET answering a file) with the list's filters and saves it under the
 * server's file name. The API client hands back a blob without its headers, so this makes the
 * request itself, with the same headers and the same single-flight refresh on 401; a JSON answer
 * is a refusal, shown like any other. Resolves with the saved name.
 */
export async function downloadFile<E extends Endpoint>(endpoint: E, input: InputOf<E>, fallbackName: string): Promise<string> {
  const fields = (input ?? {}) as Record<string, unknown>;
  const url = inputInPath(endpoint) ? fillPath(endpoint.path, fields) : withParams(endpoint.path, fields);
  const send = (token: string | null) =>
    watchedFetch(url, { method: endpoint.method, headers: buildHeaders({ ...context(), token }, { json: false }) });
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
        throw new ApiError(translate('session.expired', context().locale), { code: 401, status: 401, handled: true });
      }
      response = await send(fresh);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const message = i18next.t('common.networkError');
    ui.toastError(message);
    throw new ApiError(message, { code: 0, handled: true, data: error });
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    const body = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
    const message = body?.msg || translate('http.500', context().locale);
    ui.notifyError(message);
    throw new ApiError(message, { code: body?.code ?? response.status, status: response.status, handled: true });
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
