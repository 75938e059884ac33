import {
  customizationCatalogueApi,
  phoneGroupsApi,
  phoneTagsApi,
  popupNoticesAdminApi,
  type UpdatePopupNoticeInput,
} from '@cloudphone/contract';
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

  it("sends a DELETE's input as its query string and a PUT's as its body", async () => {
    const fetch = answer(true);
    expect(await call(popupNoticesAdminApi.endpoints.remove, { id: 4 })).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('/admin-api/system/notify-msg-manager/delete?id=4');
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(fetch.mock.calls[0]![1]?.body).toBeUndefined();
    const notice: UpdatePopupNoticeInput = { id: 4, title: 't', content: 'c', contentType: 2, popFrequency: 1, msgType: 3 };
    await call(popupNoticesAdminApi.endpoints.update, notice);
    expect(fetch.mock.calls[1]![0]).toBe('/admin-api/system/notify-msg-manager/update');
    expect(fetch.mock.calls[1]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual(notice);
  });

  it('puts the input of an endpoint with path parameters into its path, and nothing into a query or body', async () => {
    const fetch = answer([]);
    expect(await call(customizationCatalogueApi.endpoints.cities, { id: 86 })).toEqual([]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/app-api/infra/renew-redesign/cities/86');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });
});
