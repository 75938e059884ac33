import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error.js';

/**
 * Watches an upload's body: when no byte arrives for `idleMs`, or the client goes away before the
 * body is complete, `signal` is aborted and the file stream destroyed with UPLOAD_INTERRUPTED, so
 * the pipeline writing the temporary file fails, its descriptor closes and the file is removed. A
 * silent client would otherwise hold the request, a descriptor and a temporary file for ever.
 * (A client that drops the socket can leave the multipart file stream closed without an error or
 * an end; only the signal ends a pipeline fed by it.)
 */
export function watchBody(raw: IncomingMessage, idleMs: number) {
  let failure: AppError | null = null;
  let stream: Readable | null = null;
  let timer: NodeJS.Timeout | undefined;
  let rejectWaiting: ((err: AppError) => void) | null = null;
  const aborter = new AbortController();

  const fail = () => {
    if (failure) return;
    failure = new AppError('UPLOAD_INTERRUPTED', { seconds: Math.round(idleMs / 100) / 10 });
    clearTimeout(timer);
    stream?.destroy(failure);
    aborter.abort(failure);
    rejectWaiting?.(failure);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(fail, idleMs);
  };
  const onClose = () => {
    if (!raw.complete) fail();
  };
  raw.on('close', onClose);
  arm();

  return {
    /** Waits for `step` (the first part's headers) unless the body goes idle first. */
    async until<T>(step: Promise<T>): Promise<T> {
      if (failure) throw failure;
      const interrupted = new Promise<never>((_, reject) => (rejectWaiting = reject));
      try {
        return await Promise.race([step, interrupted]);
      } finally {
        rejectWaiting = null;
      }
    },
    /** From now on each chunk of `file` resets the idle timer; it is destroyed when the body stalls. */
    follow(file: Readable) {
      stream = file;
      if (failure) file.destroy(failure);
      file.on('data', arm);
      file.once('end', () => clearTimeout(timer));
    },
    /** The body is no longer needed (received, or refused before reading it). */
    stop() {
      clearTimeout(timer);
      raw.off('close', onClose);
      stream?.off('data', arm);
    },
    get interrupted() {
      return failure;
    },
    /** Aborted when the body stalls or the client leaves: for the pipeline that takes the file. */
    signal: aborter.signal,
  };
}
export type BodyWatch = ReturnType<typeof watchBody>;
