import { PUSH_CLOSE, readPushMessage, WS_RECONNECT_MS, type PushMessage } from '@cloudphone/contract';

/** The messages the channel hands on to the features that listen (a phone's status, a push's progress). */
export type FeatureMessage = Extract<PushMessage, { type: 'phone-status' | 'upload-progress' | 'order-paid' }>;

/** The part of WebSocket the channel uses, so tests can pass a fake. */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface PushChannelDeps {
  url(token: string): string;
  getToken(): string | null;
  createSocket(url: string): SocketLike;
  /** setTimeout that returns its own cancel. */
  schedule(fn: () => void, ms: number): () => void;
  /** LOGIN_OCCUPIED: this account signed in elsewhere. Called at most once. */
  onOccupied(message: string | undefined): void;
  /** The account was disabled: the session is over and refreshing cannot bring it back. At most once. */
  onDisabled(message: string | undefined): void;
  /** member-push: the device is taken by another user. */
  onMemberPush(message: string | undefined): void;
  /** The server refused the token: refresh it; resolve true to connect again. */
  onUnauthorized(): Promise<boolean>;
  onOpenChange(open: boolean): void;
  /** A message for the features (`phone-status`, `upload-progress`); the channel itself does not interpret it. */
  onOther?(message: FeatureMessage): void;
}

/**
 * The push channel of spec point 4: opened while a token exists, reconnecting 5 s after a close,
 * except when the account is occupied elsewhere (never again) or the token is refused (refresh
 * once, then connect again or give up).
 */
export function createPushChannel(deps: PushChannelDeps) {
  let socket: SocketLike | null = null;
  let cancelRetry: (() => void) | null = null;
  let active = false;
  let occupied = false;
  let refreshedSinceReady = false;
  // The server says why it ends a session in an `error` message just before closing the socket.
  let lastError: string | undefined;

  const markOccupied = (message?: string) => {
    if (occupied) return;
    occupied = true;
    active = false;
    cancelRetry?.();
    deps.onOccupied(message);
  };

  const onMessage = (raw: unknown) => {
    const message = readPushMessage(String(raw));
    if (!message) return; // not one of the channel's messages
    switch (message.type) {
      case 'error':
        lastError = message.msg;
        return;
      case 'ready':
        refreshedSinceReady = false;
        return deps.onOpenChange(true);
      case 'LOGIN_OCCUPIED':
        return markOccupied(message.msg);
      case 'member-push':
        return deps.onMemberPush(message.msg);
      case 'pong':
        return;
      default:
        return deps.onOther?.(message);
    }
  };

  function connect() {
    cancelRetry = null;
    const token = deps.getToken();
    if (!active || !token || socket) return;
    const ws = deps.createSocket(deps.url(token));
    socket = ws;
    ws.onmessage = (event) => onMessage(event.data);
    ws.onclose = ({ code }) => {
      if (socket !== ws) return;
      socket = null;
      deps.onOpenChange(false);
      if (!active) return;
      if (code === PUSH_CLOSE.loginOccupied) return markOccupied(lastError);
      if (code === PUSH_CLOSE.accountDisabled) {
        // Like a kick, it is final: stop for good and say why once.
        occupied = true;
        active = false;
        return deps.onDisabled(lastError);
      }
      if (code === PUSH_CLOSE.unauthorized || code === PUSH_CLOSE.signedOut) {
        // One refresh per successful connection, so a token the server keeps refusing cannot loop.
        if (refreshedSinceReady) return;
        refreshedSinceReady = true;
        void deps.onUnauthorized().then((again) => {
          if (again) connect();
        });
        return;
      }
      cancelRetry = deps.schedule(connect, WS_RECONNECT_MS);
    };
  }

  return {
    start() {
      if (active || occupied) return;
      active = true;
      connect();
    },
    stop() {
      active = false;
      cancelRetry?.();
      cancelRetry = null;
      const ws = socket;
      socket = null;
      ws?.close(1000);
    },
    get isActive() {
      return active;
    },
  };
}

export type PushChannel = ReturnType<typeof createPushChannel>;
