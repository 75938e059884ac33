import { parseNoticeCount } from './parse-notice-count';

/** The part of a WebSocket the channel uses (tests replace the global WebSocket with a fake). */
export interface NoticeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number): void;
}

/** Spec point 9: more errors than this and the member is told to check the network; the check runs 1 s after a close. */
export const NOTICE_SOCKET_ERROR_LIMIT = 5;
export const NOTICE_SOCKET_CLOSE_CHECK_MS = 1000;
/** The server's close code for a bad or expired token: retrying with the same token cannot help. */
export const CLOSE_UNAUTHORIZED = 4401;

export interface NoticeCountChannelDeps {
  url: string;
  createSocket(url: string): NoticeSocket;
  schedule(fn: () => void, ms: number): () => void;
  onCount(count: number): void;
  onErrorChange(isErrored: boolean, errorCount: number): void;
  /** Too many failures in a row: warn the member. The channel has stopped. */
  onGiveUp(): void;
}

/**
 * The bell's socket (spec point 4). An error raises the error flag and counts. One second after a
 * close: errored more than five times → give up and warn; otherwise drop the socket and open a new
 * one. The count is of consecutive failures (a successful open resets it), so a day of rare blips
 * does not end in a warning. A 4401 close stops at once: the token is refreshed elsewhere, and a new
 * token opens a new channel. Returns a function that closes it for good.
 */
export function openNoticeCountChannel(deps: NoticeCountChannelDeps): () => void {
  let socket: NoticeSocket | null = null;
  let isErrored = false;
  let errorCount = 0;
  let isStopped = false;
  let cancelCheck: (() => void) | null = null;

  const afterClose = () => {
    cancelCheck = null;
    if (isStopped) return;
    if (isErrored && errorCount > NOTICE_SOCKET_ERROR_LIMIT) {
      isStopped = true;
      deps.onGiveUp();
      return;
    }
    connect();
  };

  const connect = () => {
    const current = deps.createSocket(deps.url);
    socket = current;
    current.onopen = () => {
      isErrored = false;
      errorCount = 0;
      deps.onErrorChange(isErrored, errorCount);
    };
    current.onmessage = (event) => deps.onCount(parseNoticeCount(event.data));
    current.onerror = () => {
      isErrored = true;
      errorCount++;
      deps.onErrorChange(isErrored, errorCount);
    };
    current.onclose = (event) => {
      if (isStopped || socket !== current) return;
      socket = null;
      if (event.code === CLOSE_UNAUTHORIZED) {
        isStopped = true;
        return;
      }
      cancelCheck = deps.schedule(afterClose, NOTICE_SOCKET_CLOSE_CHECK_MS);
    };
  };

  connect();
  return () => {
    isStopped = true;
    cancelCheck?.();
    const current = socket;
    socket = null;
    current?.close(1000);
  };
}
