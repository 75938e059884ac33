import { playApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** A running phone's screen now, as a JPEG blob. */
export const getThumbnail = (phoneId: number) =>
  call(playApi.endpoints.thumbnail, { phoneId, maxSize: 240 }, { responseType: 'blob', passErrors: true });
