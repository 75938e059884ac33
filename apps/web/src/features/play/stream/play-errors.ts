import type { StreamErrorCode } from '@cloudphone/contract';

/**
 * What the play screen offers after a stream ends (spec point 8's play messages):
 * - `back`: nothing to retry here (occupied by someone else, offline, abnormal, view-only) → the list;
 * - `reconnect`: the member chooses to come back (idle timeout, the stream left, a connect failure);
 * - `auto`: the network dropped → reconnect by itself with backoff, showing 网络异常 meanwhile;
 * - `list-retry`: joining failed → back to the list to try again from there.
 */
export type ErrorAction = 'back' | 'reconnect' | 'auto' | 'list-retry';

export const ERROR_ACTIONS: Record<StreamErrorCode, ErrorAction> = {
  occupied: 'back',
  offline: 'back',
  phoneAbnormal: 'back',
  viewOnly: 'back',
  shareEnded: 'back',
  // The session or grant ended: the push channel takes the member to sign in; nothing to retry.
  loginOccupied: 'back',
  signedOut: 'back',
  accountDisabled: 'back',
  grantEnded: 'back',
  idle: 'reconnect',
  streamLeft: 'reconnect',
  connectFailed: 'reconnect',
  network: 'auto',
  joinFailed: 'list-retry',
};

export const actionFor = (code: string): ErrorAction => ERROR_ACTIONS[code as StreamErrorCode] ?? 'reconnect';

/** Delays between automatic reconnects: 1 s, 2 s, 4 s, 8 s, then every 15 s (a little jitter spreads a server restart's crowd). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.85 + random() * 0.3));
}

/** The member's socket closed without an `error` message: codes 1000/1001 are a normal end (page leaving), anything else is the network. */
export const isUnexpectedClose = (code: number) => code !== 1000;
