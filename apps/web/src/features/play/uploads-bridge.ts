import { pushApi } from '@cloudphone/contract';
import { lazyPart } from '../../shared/lazy/lazy-part';
import { call } from '../../shared/api/call';

/**
 * What group control takes from features/uploads: the push dialog, loaded (with its strings) when
 * the member first opens it, and the push itself. The one place play reaches into uploads.
 */
export const { Component: GroupPushDialog } = lazyPart(
  'group-push-dialog',
  () => import('../uploads/components/push-dialog').then((m) => m.PushDialog),
  {
    alongside: () => import('../uploads/uploads-messages').then((m) => m.loadUploadsMessages()),
    // A failed download must not reload the page: it would end the group-control session.
    onFailure: 'retry',
  },
);

/** The push's record with every phone's progress, asked again while it runs (upload records). */
export { uploadRecordQuery } from '../uploads/api/upload-records';

/** A push to the group (up to 300 phones; a list batch takes 30). */
export const pushToPhones = (phoneIds: number[], extra: { fileIds: number[]; targetDir?: string }) =>
  call(pushApi.endpoints.installGroup, { ...extra, phoneIds });
