import { phoneGroupsApi, phoneTagsApi } from '@cloudphone/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';

function answer(data: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ code: 0, data, msg: '' }, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("sends a GET's input as its query string and answers the envelope's data", async () => {
    const fetch = answer({ list: [], total: 0 });
    expect(await call(phoneTagsApi.endpoints.page, { pageNo: 2, pageSize: 300 })).toEqual({ list: [], total: 0 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/app-api/trade/phone-tag/page?pageNo=2&pageSize=300');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it("sends a POST's input as its JSON body, to the declared path", async () => {
    const fetch = answer(17);
    expect(await call(phoneGroupsApi.endpoints.create, { name: '华东' })).toBe(17);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/app-api/trade/phone-group/create');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: '华东' });
  });
});
