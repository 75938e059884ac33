import { BRAND_IMAGE_MAX_BYTES, brandImagesAdminApi, isSuccessCode, translate, type UploadedImage } from '@cloudphone/contract';
import { context } from '../../shared/api/http';
import { refusalMessage, sendFile } from '../../shared/api/send';

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
 * POST /admin-api/system/front/upload-image: one JPG or PNG as multipart (part "file"), with the
 * API client's headers and refresh (shared/api/send.ts). A refusal rejects with the server's
 * message, for the form to show.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const { path, method } = brandImagesAdminApi.endpoints.upload;
  const { response, body } = await sendFile<UploadedImage>(path, method, file);
  if (response.ok && body && isSuccessCode(body.code ?? 200) && body.data?.url) return body.data;
  throw new Error(refusalMessage(body));
}
