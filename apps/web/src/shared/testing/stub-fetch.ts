import { vi } from 'vitest';

/** Test helper: a JSON answer as the server would send it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test helper: the server behind the real API client answers with `answer`; returns the URLs asked for. */
export function stubFetch(answer: () => Response | Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return answer();
    }),
  );
  return urls;
}
