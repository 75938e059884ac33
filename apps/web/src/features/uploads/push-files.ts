import { PUSH_FILES_MAX, type MessageKey, type UploadedFile } from '@cloudphone/contract';

/** A file of the push dialog: chosen, uploading, uploaded (the server's answer) or refused. */
export interface PushFile {
  key: string;
  file: File;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0..1 */
  progress: number;
  uploaded: UploadedFile | null;
  error: string | null;
}

/**
 * Adds chosen files to the dialog's list under spec point 5's rules: nothing while uploads run,
 * at most 10 per push, and a name already in the list is refused. Returns the new list and why
 * any file was left out.
 */
export function addFiles(
  current: PushFile[],
  incoming: readonly File[],
  keyOf: (file: File) => string,
): { files: PushFile[]; problem: MessageKey | null } {
  if (current.some((f) => f.state === 'uploading')) return { files: current, problem: 'uploads.busy' };
  const files = [...current];
  let problem: MessageKey | null = null;
  for (const file of incoming) {
    if (files.some((f) => f.file.name === file.name)) {
      problem = 'uploads.name.exists';
      continue;
    }
    if (files.length >= PUSH_FILES_MAX) {
      problem = 'uploads.files.max';
      break;
    }
    files.push({ key: keyOf(file), file, state: 'waiting', progress: 0, uploaded: null, error: null });
  }
  return { files, problem };
}

/** Whether the list can be pushed: at least one file, all uploaded. */
export const isReady = (files: readonly PushFile[]) => files.length > 0 && files.every((f) => f.state === 'done');
