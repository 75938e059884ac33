import { api } from '../../../shared/api/http';

/** GET /app-api/infra/cacloud-resource/phone/thumbnail: a running phone's screen now, as a JPEG blob. */
export const getThumbnail = (phoneId: number) =>
  api.get<Blob>('/app-api/infra/cacloud-resource/phone/thumbnail', { phoneId, maxSize: 240 }, { responseType: 'blob', passErrors: true });
