// @vitest-environment jsdom
import { accountApi } from '@cloudphone/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-store';
import { useOverlay } from '../ui/overlay-store';
import { downloadExport } from './download-export';

const DOWNLOAD = accountApi.endpoints.download.path;
const CSV = 'time,phone\n2030-01-02 03:04:05,CP001\n';

/** The files saved through the temporary link: their names and contents. */
function catchSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

beforeEach(() => useSession.setState({ token: 'member-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
  useSession.setState({ token: null });
  useOverlay.setState({ flashes: [], dialogs: [] });
});

describe('downloadExport', () => {
  it('fetches the exported file through common download with delete=true and the Bearer header, and saves it', async () => {
    const fetch = vi.fn(async () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetch);
    const saved = catchSaves();
    await downloadExport(Promise.resolve({ fileName: 'orders-7-1a2b3c.csv' }), 'orders');

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const parsed = new URL(url, 'http://console.test');
    expect(parsed.pathname).toBe(DOWNLOAD);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ fileName: 'orders-7-1a2b3c.csv', delete: 'true' });
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    expect(await saved[0]!.blob.text()).toBe(CSV);
  });

  it('saves nothing when the file is gone, and the API client says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 1004001061, data: null, msg: '文件不存在或已被删除' }, { status: 404 })),
    );
    const saved = catchSaves();
    await expect(downloadExport({ fileName: 'gone.csv' }, 'orders')).rejects.toThrow('文件不存在或已被删除');
    expect(saved).toEqual([]);
    expect(useOverlay.getState().flashes.map((f) => f.text)).toContain('文件不存在或已被删除');
  });
});
