import { accountApi, accreditApi, subAccountsApi } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFlashes,
  flashes,
  openSelect,
  renderKeyAccount,
  serveKeyAccount,
  setUpKeyAccountStrings,
  typeInto,
} from '../testing/key-account-test-kit';

const PATHS = {
  subs: subAccountsApi.endpoints.subPage.path,
  page: accreditApi.endpoints.auditPage.path,
  export: accreditApi.endpoints.auditExport.path,
  mine: accreditApi.endpoints.phoneList.path,
  download: accountApi.endpoints.download.path,
};
const AT = new Date(2030, 1, 3, 4, 5, 6).getTime();
const ROWS = [
  {
    id: 3,
    phoneId: 11,
    owlId: 'CP00000011',
    action: 'reboot',
    actorPhone: '13800000001',
    subMemberPhone: '13800000001',
    ip: '10.0.0.8',
    createTime: AT,
  },
  {
    id: 2,
    phoneId: 11,
    owlId: 'CP00000011',
    action: 'accredit',
    actorPhone: '13700000000',
    subMemberPhone: '13800000001',
    ip: null,
    createTime: AT - 60_000,
  },
  {
    id: 1,
    phoneId: 12,
    owlId: 'CP00000012',
    action: 'transfer',
    actorPhone: '13700000000',
    subMemberPhone: null,
    ip: '10.0.0.9',
    createTime: AT - 120_000,
  },
];
const MINE = [
  {
    phoneId: 11,
    owlId: 'CP00000011',
    phoneAlias: '主号',
    phoneTags: [],
    accreditType: 2,
    accredit: true,
    createTime: AT,
    expireTime: AT,
    businessStatus: 1,
    relationId: 5,
    subMemberPhone: '13800000001',
  },
];
const base = {
  [PATHS.subs]: () => ({ list: [], total: 0 }),
  [PATHS.page]: () => ({ list: ROWS, total: ROWS.length }),
  [PATHS.mine]: () => ({ list: MINE, total: MINE.length }),
};

beforeAll(setUpKeyAccountStrings);
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('the access log tab', { timeout: 30_000 }, () => {
  it('lists the entries with time, phone, action in words, who, grantee and IP', async () => {
    const server = serveKeyAccount(base);
    renderKeyAccount('/keyAccount?tab=audit');
    // The IP column is one antd adds for wider screens after a paint (see the sub-accounts test).
    await screen.findByText('10.0.0.8');
    const rows = await screen.findAllByTestId('audit-row');
    expect(screen.getByTestId('key-account-page').getAttribute('data-tab')).toBe('audit');
    expect(rows.map((row) => within(row).getByTestId('audit-action').textContent)).toEqual(['重启', '授权', '转移']);
    expect(rows[0]!.textContent).toContain('2030-02-03 04:05:06');
    expect(rows[0]!.textContent).toContain('CP00000011');
    expect(rows[0]!.textContent).toContain('10.0.0.8');
    expect(rows[1]!.textContent).toContain('13700000000');
    expect(rows[2]!.textContent).toContain('—');
    expect(server.to(PATHS.page).map((r) => r.query)).toEqual([{ pageNo: '1', pageSize: '10' }]);
    // The sub-accounts tab was not opened, so its list was never asked for.
    expect(server.to(PATHS.subs)).toEqual([]);
  });

  it("starts from the link's phone and grantee filters", async () => {
    const server = serveKeyAccount(base);
    renderKeyAccount('/keyAccount?tab=audit&phoneId=11&subMemberPhone=13800000001');
    await screen.findAllByTestId('audit-row');
    expect(server.to(PATHS.page)[0]!.query).toEqual({ pageNo: '1', pageSize: '10', phoneId: '11', subMemberPhone: '13800000001' });
    expect((screen.getByTestId('audit-filter-grantee').querySelector('input') as HTMLInputElement).value).toBe('13800000001');
    // The phone known only by its id is named from the log.
    await waitFor(() => expect(screen.getByTestId('audit-filter-phone').textContent).toContain('CP00000011'));
  });

  it('puts each filter into the request, back to page one, and reset clears them', async () => {
    const server = serveKeyAccount({ ...base, [PATHS.page]: () => ({ list: ROWS, total: 25 }) });
    renderKeyAccount('/keyAccount?tab=audit');
    await screen.findAllByTestId('audit-row');
    const last = () => server.to(PATHS.page).at(-1)!.query;
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(last()).toEqual({ pageNo: '2', pageSize: '10' }));

    openSelect('audit-filter-action');
    const actions = await screen.findAllByTestId('audit-action-option');
    fireEvent.click(actions.find((option) => option.getAttribute('data-action') === 'recall')!);
    await waitFor(() => expect(last()).toEqual({ pageNo: '1', pageSize: '10', action: 'recall' }));

    typeInto('audit-filter-grantee', ' 13800000001 ');
    fireEvent.click(screen.getByTestId('audit-filter-grantee').querySelector('.ant-input-search-btn')!);
    await waitFor(() => expect(last()).toEqual({ pageNo: '1', pageSize: '10', action: 'recall', subMemberPhone: '13800000001' }));

    openSelect('audit-filter-phone');
    const phones = await screen.findAllByTestId('audit-phone-option');
    expect(phones.map((option) => option.textContent)).toEqual(['主号 · CP00000011']);
    // The phone picker lists all my phones, granted or not.
    expect(server.to(PATHS.mine)[0]!.query).toEqual({ pageNo: '1', pageSize: '50' });
    fireEvent.click(phones[0]!);
    await waitFor(() =>
      expect(last()).toEqual({ pageNo: '1', pageSize: '10', action: 'recall', subMemberPhone: '13800000001', phoneId: '11' }),
    );

    fireEvent.click(screen.getByTestId('audit-reset'));
    await waitFor(() => expect(last()).toEqual({ pageNo: '1', pageSize: '10' }));
    expect((screen.getByTestId('audit-filter-grantee').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('exports the CSV under the same filters, fetches the file through common download and saves it', async () => {
    const csv = 'time,phone,action\n2030-02-03 04:05:06,CP00000011,reboot\n';
    const server = serveKeyAccount({
      ...base,
      [PATHS.export]: () => ({ fileName: 'access-log-7-5f3a.csv' }),
      [PATHS.download]: () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs; these are taken away again after the test.
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
    renderKeyAccount('/keyAccount?tab=audit&subMemberPhone=13800000001');
    await screen.findAllByTestId('audit-row');
    fireEvent.click(screen.getByTestId('audit-export'));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(server.to(PATHS.export).map((r) => [r.method, r.query])).toEqual([['GET', { subMemberPhone: '13800000001' }]]);
    expect(server.to(PATHS.download).map((r) => [r.method, r.query])).toEqual([
      ['GET', { fileName: 'access-log-7-5f3a.csv', delete: 'true' }],
    ]);
    expect(saved[0]!.name).toMatch(/^access-log-\d{8}-\d{6}\.csv$/);
    expect(await saved[0]!.blob.text()).toBe(csv);
    expect(flashes()).toContain('已导出访问记录');
  });
});
