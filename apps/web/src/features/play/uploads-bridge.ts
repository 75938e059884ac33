import { pushApi } from '@cloudphone/contract';
import { lazy } from 'react';
import { call } from '../../shared/api/call';

/**
 * What group control takes from features/uploads: the push dialog, loaded (with its strings) when
 * the member first opens it, and the push itself. The one place play reaches into uploads.
 */
export const GroupPushDialog = lazy(() =>
  Promise.all([
    import('../uploads/components/push-dialog'),
    import('../uploads/uploads-messages').then((m) => m.loadUploadsMessages()),
  ]).then(([m]) => ({ default: m.PushDialog })),
);

/** The push's record with every phone's progress, asked again while it runs (upload records). */
export { uploadRecordQuery } from '../uploads/api/upload-records';

/** A push to the group (up to 300 phones; a list batch takes 30). */
export const pushToPhones = (phoneIds: number[], extra: { fileIds: number[]; targetDir?: string }) =>
  call(pushApi.endpoints.installGroup, { ...extra, phoneIds });
