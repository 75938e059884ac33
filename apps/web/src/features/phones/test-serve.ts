import { vi } from 'vitest';
import { jsonResponse } from '../../shared/testing/stub-fetch';
import { useOverlay } from '../../shared/ui/overlay-store';

export type TestAnswer = { code?: number; data?: unknown; msg?: string };

/**
 * Test helper: the server behind the real API client, one handler per path answering its
 * envelope (code 0 unless it says otherwise); returns what was sent where, in order.
 */
export function serve(handlers: Record<string, (body: unknown) => TestAnswer>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      const answer = handlers[path]?.(body) ?? { code: 404, msg: `no handler for ${path}` };
      return jsonResponse({ code: 0, data: null, msg: '', ...answer });
    }),
  );
  return sent;
}

/** The toasts shown so far of one tone, in order. */
export const flashes = (tone: 'success' | 'warning' | 'error' | 'info') =>
  useOverlay
    .getState()
    .flashes.filter((f) => f.tone === tone)
    .map((f) => f.text);
