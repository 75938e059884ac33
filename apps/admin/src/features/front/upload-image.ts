import {
  BRAND_IMAGE_MAX_BYTES,
  brandImagesAdminApi,
  isSuccessCode,
  translate,
  type Envelope,
  type UploadedImage,
} from '@cloudphone/contract';
import { buildHeaders } from '@web/shared/api/headers';
import { context, endSession, refresher } from '../../shared/api/http';
import { i18next } from '../../shared/i18n/i18n';
import { session } from '../../shared/session/session-store';

/** The images the server takes (decided again there by their content). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Why a file is refused before it is sent (the server's own messages), or null. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const { locale } = context();
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return translate('system.image.type', locale);
  if (file.size > BRAND_IMAGE_MAX_BYTES) return translate('system.image.size', locale);
  return null;
}

/**
 * POST /admin-api/system/front/upload-image: one JPG or PNG as multipart (part "file"). The API
 * client only sends JSON, so this makes the request itself with the same headers and the same
 * single-flight refresh on 401. A refusal rejects with the server's message, for the form to show.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const { path, method } = brandImagesAdminApi.endpoints.upload;
  const send = (token: string | null) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return fetch(path, { method, headers: buildHeaders({ ...context(), token }, { json: false }), body: form });
  };
  const token = session.get().token;
  let response: Response;
  try {
    response = await send(token);
  } catch (error) {
    throw new Error(i18next.t('common.networkError'), { cause: error });
  }
  if (response.status === 401 && token) {
    let fresh: string;
    try {
      fresh = await refresher.refresh(token);
    } catch {
      endSession();
      throw new Error(translate('session.expired', context().locale));
    }
    try {
      response = await send(fresh);
    } catch (error) {
      throw new Error(i18next.t('common.networkError'), { cause: error });
    }
  }
  const body = (await response.json().catch(() => null)) as Partial<Envelope<UploadedImage>> | null;
  if (response.ok && body && isSuccessCode(body.code ?? 200) && body.data?.url) return body.data;
  throw new Error(body?.msg || translate('http.500', context().locale));
}
