import { accountApi, isSuccessCode, type Envelope, type MemberInfo } from '@cloudphone/contract';
import { expireSession, refresher } from '../../../shared/api/http';
import { buildHeaders } from '../../../shared/api/headers';
import { getLocale } from '../../../shared/i18n/locale';
import { tm } from '../../../shared/i18n/message';
import { session } from '../../../shared/session/session-store';

/** An avatar the server refused (its message, in the member's language) or that did not get through. */
export class AvatarUploadError extends Error {}

interface Answer {
  status: number;
  body: Partial<Envelope<MemberInfo>> | null;
}

async function send(file: File, token: string | null): Promise<Answer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { channelCode } = session.get();
  let response: Response;
  try {
    // The API client sends JSON only; a multipart body sets its own Content-Type (with the boundary).
    response = await fetch(accountApi.endpoints.updateAvatar.path, {
      method: accountApi.endpoints.updateAvatar.method,
      headers: buildHeaders({ locale: getLocale(), token, channelCode }, { json: false }),
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AvatarUploadError(tm('http.500'));
  }
  const body = (await response.json().catch(() => null)) as Answer['body'];
  return { status: response.status, body };
}

/**
 * POST updateAvatar: the cropped picture as multipart part "file"; answers the member with the new
 * avatarList. An expired access token is refreshed once, as the API client does.
 */
export async function uploadAvatar(file: File): Promise<MemberInfo> {
  const token = session.get().token;
  let answer = await send(file, token);
  if (token && (answer.status === 401 || answer.body?.code === 401)) {
    let fresh: string;
    try {
      fresh = await refresher.refresh(token);
    } catch {
      expireSession();
      throw new AvatarUploadError(tm('session.expired'));
    }
    answer = await send(file, fresh);
  }
  const { status, body } = answer;
  if (status < 400 && body && isSuccessCode(body.code ?? 200) && body.data) return body.data;
  throw new AvatarUploadError(body?.msg || tm('http.500'));
}
