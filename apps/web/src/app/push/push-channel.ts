import { PUSH_TYPES, WS_RECONNECT_MS } from '@cloudphone/contract';

/** Close codes the server uses on /websocket/infra/ws (apps/server/src/realtime/push-hub.ts). */
export const CLOSE_CODES = { occupied: 4001, signedOut: 4002, accountDisabled: 4003, unauthorized: 4401 } as const;

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
  /**
   * Any other typed message (e.g. `phone-status`), parsed, for the features that listen to it.
   * The channel itself does not interpret it.
   */
  onOther?(message: { type: string } & Record<string, unknown>): void;
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
    let message: { type?: unknown; msg?: string } & Record<string, unknown>;
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return; // not ours to interpret
    }
    if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
    if (message.type === 'error') lastError = typeof message.msg === 'string' ? message.msg : undefined;
    else if (message.type === 'ready') {
      refreshedSinceReady = false;
      deps.onOpenChange(true);
    } else if (message.type === PUSH_TYPES.loginOccupied) markOccupied(message.msg);
    else if (message.type === PUSH_TYPES.memberPush) deps.onMemberPush(message.msg);
    else if (message.type !== 'pong') deps.onOther?.(message as { type: string } & Record<string, unknown>);
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
      if (code === CLOSE_CODES.occupied) return markOccupied(lastError);
      if (code === CLOSE_CODES.accountDisabled) {
        // Like a kick, it is final: stop for good and say why once.
        occupied = true;
        active = false;
        return deps.onDisabled(lastError);
      }
      if (code === CLOSE_CODES.unauthorized || code === CLOSE_CODES.signedOut) {
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
