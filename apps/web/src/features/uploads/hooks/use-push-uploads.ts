import type { MessageKey } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload-file';
import { uploadUsageKey } from '../api/upload-usage';
import { addFiles, type PushFile } from '../push-files';

let keys = 0;
const keyOf = () => `f${++keys}`;

/**
 * The files of a push as they upload (spec point 5): each uploads as soon as it is chosen, with
 * its progress; a name already in the list and an eleventh file are refused (`problem`); removing
 * a file stops its upload, and so does leaving. What finished stays for the next push.
 */
export function usePushUploads() {
  const [files, setFiles] = useState<PushFile[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const aborts = useRef(new Map<string, AbortController>());
  const queryClient = useQueryClient();

  const abortAll = () => {
    aborts.current.forEach((controller) => controller.abort());
    aborts.current.clear();
  };
  useEffect(() => abortAll, []);

  const patch = (key: string, change: Partial<PushFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  function upload(entry: PushFile) {
    const controller = new AbortController();
    aborts.current.set(entry.key, controller);
    patch(entry.key, { state: 'uploading', progress: 0, error: null });
    uploadFile(entry.file, (progress) => patch(entry.key, { progress }), controller.signal)
      .then(
        (uploaded) => {
          patch(entry.key, { state: 'done', progress: 1, uploaded });
          void queryClient.invalidateQueries({ queryKey: uploadUsageKey });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          patch(entry.key, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      )
      // The controller stays reachable until the upload settles, so cancelling can stop it meanwhile;
      // a retry may have put a newer one under the same key.
      .finally(() => {
        if (aborts.current.get(entry.key) === controller) aborts.current.delete(entry.key);
      });
  }

  return {
    files,
    problem,
    setProblem,
    isUploading: files.some((f) => f.state === 'uploading'),
    /** Adds chosen files (or says why not) and starts their uploads. */
    add(chosen: File[]) {
      const result = addFiles(files, chosen, keyOf);
      setProblem(result.problem);
      if (result.files === files) return;
      const added = result.files.filter((f) => !files.includes(f));
      setFiles(result.files);
      added.forEach(upload);
    },
    retry: upload,
    remove(key: string) {
      aborts.current.get(key)?.abort();
      aborts.current.delete(key);
      setFiles((list) => list.filter((f) => f.key !== key));
      setProblem(null);
    },
    /** Stops the uploads in flight and drops their files; what finished stays. */
    stopAll() {
      abortAll();
      setFiles((list) => list.filter((f) => f.state !== 'uploading'));
    },
  };
}
