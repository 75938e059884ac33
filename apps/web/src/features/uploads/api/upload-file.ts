import { isSuccessCode, uploadsApi, type Envelope, type UploadedFile } from '@cloudphone/contract';
import { refresher, expireSession } from '../../../shared/api/http';
import { buildHeaders } from '../../../shared/api/headers';
import { getLocale } from '../../../shared/i18n/locale';
import { tm } from '../../../shared/i18n/message';
import { session } from '../../../shared/session/session-store';

export const UPLOAD_URL = uploadsApi.endpoints.upload.path;

/** An upload the server refused (its message, in the member's language) or that did not get through. */
export class UploadError extends Error {}

interface Answer {
  status: number;
  body: Partial<Envelope<UploadedFile>> | null;
}

function send(file: File, token: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // XHR, not fetch: only XHR reports upload progress, which the dialog's bars show.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    const { channelCode } = session.get();
    for (const [name, value] of Object.entries(buildHeaders({ locale: getLocale(), token, channelCode }, { json: false })))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as Answer['body'];
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError(tm('http.500')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /app-api/infra/upload-file/upload: one file, as multipart, with its progress (0..1). APKs
 * are parsed on the server; a refusal (文件格式错误, too large) rejects with the server's message.
 * An expired access token is refreshed once, as the API client does.
 */
export async function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  const token = session.get().token;
  let answer = await send(file, token, onProgress, signal);
  if (token && (answer.status === 401 || answer.body?.code === 401)) {
    let fresh: string;
    try {
      fresh = await refresher.refresh(token);
    } catch {
      expireSession();
      throw new UploadError(tm('session.expired'));
    }
    answer = await send(file, fresh, onProgress, signal);
  }
  const { status, body } = answer;
  if (status < 400 && body && isSuccessCode(body.code ?? 200) && body.data) return body.data;
  throw new UploadError(body?.msg || tm('http.500'));
}
