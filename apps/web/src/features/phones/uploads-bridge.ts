/**
 * What the phone list takes from features/uploads: the push dialog, loaded (with the uploads
 * strings) when the member first opens it. The one place the list reaches into another feature,
 * so the seam stays visible.
 */
export const loadPushDialog = () =>
  Promise.all([
    import('../uploads/components/push-dialog'),
    import('../uploads/uploads-messages').then((m) => m.loadUploadsMessages()),
  ]).then(([m]) => m.PushDialog);
