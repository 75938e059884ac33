import { fillPath, inputInPath, type Endpoint, type InputOf } from '@cloudphone/contract';
import { ApiError } from '@web/shared/api/api-error';
import { withParams } from '@web/shared/api/params';
import { i18next } from '../i18n/i18n';
import { ui } from '../ui/ui-bridge';
import { envelopeOf, refusalMessage, sendWithSession } from './send';

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
 * request itself (sendWithSession: the same headers and refresh); a JSON answer is a refusal, shown
 * like any other, and so is a network failure. Resolves with the saved name.
 */
export async function downloadFile<E extends Endpoint>(endpoint: E, input: InputOf<E>, fallbackName: string): Promise<string> {
  const fields = (input ?? {}) as Record<string, unknown>;
  const url = inputInPath(endpoint) ? fillPath(endpoint.path, fields) : withParams(endpoint.path, fields);
  let response: Response;
  try {
    response = await sendWithSession(url, { method: endpoint.method });
  } catch (error) {
    if (error instanceof ApiError && error.handled) throw error;
    const message = i18next.t('common.networkError');
    ui.toastError(message);
    throw new ApiError(message, { code: 0, handled: true, data: error instanceof ApiError ? error.data : error });
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    const body = await envelopeOf<unknown>(response);
    const message = refusalMessage(body);
    ui.notifyError(message);
    throw new ApiError(message, { code: body?.code ?? response.status, status: response.status, handled: true });
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
