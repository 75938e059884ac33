import { session } from '../session/session-store';

/**
 * Requests a cold start of the signed-in area sends at once from main.tsx, side by side, instead
 * of one after another as the shell loads, asks for the member, then the menus, then renders the
 * page that asks for its data (bench/README.md, "cold /app/index"). The first caller of the same
 * request takes its answer, errors included; later callers (a refetch) ask anew.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarly(key: string, request: () => Promise<unknown>) {
  if (started.has(key)) return;
  const promise = request();
  promise.catch(() => undefined); // the caller that takes it sees the error
  started.set(key, promise);
}

export function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise ?? request();
}

// Answers belong to the session that asked for them.
session.subscribe((state, previous) => {
  if (!state.token && previous.token) started.clear();
});
