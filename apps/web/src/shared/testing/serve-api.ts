import { vi } from 'vitest';
import { jsonResponse } from './stub-fetch';

/** What a test server saw of one request (a multipart body is kept as its FormData). */
export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A path's answer: the envelope's data, or a whole Response (a refusal, a file). `calls` counts this path's requests so far. */
export type Handler = (request: Seen, calls: number) => unknown;

/**
 * Test helper: the server behind the real API client, by path. Each handler's answer goes out as
 * `{ code: 0, data }` unless it is a Response already; a path with no handler answers 404. `keyOf`
 * names the handler of a path that carries an id (`info/7` → `info`). Every request is kept for
 * the assertions: `to(key)` lists those a handler key received, in order.
 */
export function serveApi(handlers: Record<string, Handler>, keyOf: (path: string) => string = (path) => path) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://console.test');
      const raw = init?.body;
      const request: Seen = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        body: raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined,
      };
      seen.push(request);
      const handler = handlers[keyOf(request.path)];
      if (!handler) return jsonResponse({ code: 404, data: null, msg: `no handler for ${request.path}` });
      const answer = handler(request, seen.filter((r) => r.path === request.path).length);
      return answer instanceof Response ? answer : jsonResponse({ code: 0, data: answer ?? null, msg: '' });
    }),
  );
  return { to: (key: string) => seen.filter((request) => keyOf(request.path) === key) };
}
