/**
 * The two pick-or-create dialogs, loaded as one chunk: they share most of their code
 * (pick-dialog.tsx), and one chunk keeps one more file name out of the /index bundle's preload list.
 */
export { AddTagDialog } from './add-tag-dialog';
export { MoveGroupDialog } from './move-group-dialog';
