/** Pushing apps and files (the dialog the phone list opens) and the upload records page, with their strings' loader. */
export { PushDialog, type PushDialogProps } from './components/push-dialog';
export { UploadRecordsPage } from './pages/upload-records-page';
export { loadUploadsMessages } from './uploads-messages';
