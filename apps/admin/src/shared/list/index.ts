export { ExportButton } from './export-button';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { ListPage, type ListPageProps } from './list-page';
export { useConfirmAction, type ConfirmActionOptions } from './use-confirm-action';
export { useList, type ListState, type PageParams } from './use-list';
