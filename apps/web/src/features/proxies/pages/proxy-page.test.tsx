import { PROXY_DETECT_STATUS, type ProxyDetectResult } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byGroupId,
  clearFlashes,
  flashes,
  GROUPS,
  PATHS,
  pickOption,
  proxyRow,
  renderWithProviders,
  serveProxies,
  typeInto,
  useProxyLocale,
} from '../testing/proxy-test-kit';
import { ProxyPage } from './proxy-page';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETECTED = proxyRow(3, {
  protocol: 'HTTPS',
  groupId: 2,
  groupName: '日本',
  remark: '东京',
  outboundIp: '198.51.100.7',
  country: '日本',
  region: '东京都',
  city: '东京',
  detectStatus: PROXY_DETECT_STATUS.available,
  detectTime: new Date(2030, 0, 3, 4, 5, 6).getTime(),
  bindCount: 2,
});
const ROWS = [DETECTED, proxyRow(2, { detectStatus: PROXY_DETECT_STATUS.failed, bindCount: 1 }), proxyRow(1)];
const page =
  (list = ROWS) =>
  () => ({ list, total: list.length });

const rowOf = async (id: number) => {
  const rows = await screen.findAllByTestId('proxy-row');
  const row = rows.find((r) => r.getAttribute('data-id') === String(id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
};
const tick = async (id: number) => fireEvent.click(within(await rowOf(id)).getByRole('checkbox'));
const okResult = (id: number): ProxyDetectResult => ({
  id,
  ok: true,
  msg: '检测成功',
  outboundIp: `198.51.100.${id}`,
  country: '美国',
  region: '加利福尼亚州',
  city: '洛杉矶',
  timeZone: 'America/Los_Angeles',
  longitude: -118.24,
  latitude: 34.05,
  detectTime: Date.now(),
});

// antd's tables and dialogs are slow to render in jsdom on a shared machine.
describe('/proxy', { timeout: 30_000 }, () => {
  beforeEach(() => useProxyLocale('zh-CN'));

  it('lists the proxies 20 a page with the spec columns, the password masked, and filters them', async () => {
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page() });
    renderWithProviders(<ProxyPage />);
    const row = await rowOf(3);
    for (const text of ['HTTPS', '203.0.113.3', '1080', 'user3', '******', '日本', '东京', '198.51.100.7', '东京都', '2030-01-03 04:05:06'])
      expect(row.textContent).toContain(text);
    expect(within(row).getByTestId('proxy-cell-bind-count').textContent).toBe('2');
    expect(within(row).getByTestId('proxy-status').getAttribute('data-status')).toBe('available');
    expect(within(await rowOf(2)).getByTestId('proxy-status').textContent).toBe('不可用');
    expect(within(await rowOf(1)).getByTestId('proxy-status').textContent).toBe('未检测');
    expect(server.to(PATHS.page)[0]?.query).toEqual({ pageNo: '1', pageSize: '20' });

    await pickOption('proxy-filter-group', 'proxy-filter-group-option', byGroupId(2));
    typeInto('proxy-filter-country', ' 日本 ');
    typeInto('proxy-filter-host', '203.0.');
    await pickOption('proxy-filter-status', 'proxy-filter-status-option', (o) => o.getAttribute('data-status') === 'failed');
    fireEvent.click(screen.getByTestId('proxy-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)?.query).toEqual({
        pageNo: '1',
        pageSize: '20',
        groupId: '2',
        country: '日本',
        host: '203.0.',
        detectStatus: '2',
      }),
    );
    fireEvent.click(screen.getByTestId('proxy-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)?.query).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('asks before deleting, saying how many phones lose their proxy, then says "Deleted successfully"', async () => {
    const server = serveProxies({
      [PATHS.groups]: () => GROUPS,
      [PATHS.page]: page(),
      [PATHS.deleteBatch]: () => ({ deleted: 2, unboundPhones: 3 }),
    });
    renderWithProviders(<ProxyPage />);
    // Nothing selected: nothing to delete.
    await rowOf(3);
    fireEvent.click(screen.getByTestId('proxy-batch-delete'));
    expect(flashes('warning')).toEqual(['请选择代理']);
    await tick(3);
    await tick(2);
    expect(screen.getByTestId('proxy-selected').textContent).toBe('已选 2 项');
    fireEvent.click(screen.getByTestId('proxy-batch-delete'));
    const text = await screen.findByTestId('proxy-delete-text');
    expect(text.textContent).toBe('确定删除选中的 2 个代理吗？3 台云机正在使用这些代理，删除后将失去代理。');
    expect(text.getAttribute('data-phones')).toBe('3');
    fireEvent.click(screen.getByTestId('proxy-delete-ok'));
    await waitFor(() => expect(flashes('success')).toEqual(['删除成功']));
    expect(server.to(PATHS.deleteBatch).map((r) => r.body)).toEqual([{ ids: [3, 2] }]);
  });

  it('says no phone loses its proxy when none is bound', async () => {
    serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page() });
    renderWithProviders(<ProxyPage />);
    fireEvent.click(within(await rowOf(1)).getByTestId('proxy-delete'));
    expect((await screen.findByTestId('proxy-delete-text')).textContent).toBe('确定删除选中的 1 个代理吗？没有云机在使用这些代理。');
    fireEvent.click(screen.getByTestId('proxy-delete-cancel'));
  });

  it('moves the selection to a group, which it needs first, then says "Update successful"', async () => {
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page(), [PATHS.updateGroup]: () => true });
    renderWithProviders(<ProxyPage />);
    await tick(1);
    fireEvent.click(screen.getByTestId('proxy-edit-group-open'));
    await screen.findByTestId('proxy-edit-group-dialog');
    fireEvent.click(screen.getByTestId('proxy-edit-group-submit'));
    expect(screen.getByTestId('proxy-edit-group-error').textContent).toBe('请选择分组');
    await pickOption('proxy-edit-group', 'proxy-edit-group-option', byGroupId(3));
    fireEvent.click(screen.getByTestId('proxy-edit-group-submit'));
    await waitFor(() => expect(flashes('success')).toEqual(['更新成功']));
    expect(server.to(PATHS.updateGroup).map((r) => r.body)).toEqual([{ ids: [1], groupId: 3 }]);
  });

  it('merges groups only with old and new chosen, then says "Merge successful"', async () => {
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page(), [PATHS.mergeGroup]: () => true });
    renderWithProviders(<ProxyPage />);
    await rowOf(1);
    fireEvent.click(screen.getByTestId('proxy-merge-open'));
    await screen.findByTestId('proxy-merge-dialog');
    fireEvent.click(screen.getByTestId('proxy-merge-submit'));
    expect(screen.getByTestId('proxy-merge-old-error').textContent).toBe('请选择旧分组');
    expect(screen.getByTestId('proxy-merge-new-error').textContent).toBe('请选择新分组');
    await pickOption('proxy-merge-old', 'proxy-merge-old-option', byGroupId(1));
    await pickOption('proxy-merge-old', 'proxy-merge-old-option', byGroupId(2));
    await pickOption('proxy-merge-new', 'proxy-merge-new-option', byGroupId(2));
    fireEvent.click(screen.getByTestId('proxy-merge-submit'));
    expect(screen.queryByTestId('proxy-merge-old-error')).toBeNull();
    expect(screen.getByTestId('proxy-merge-new-error').textContent).toBe('新分组不能是被合并的分组');
    await pickOption('proxy-merge-new', 'proxy-merge-new-option', byGroupId(3));
    fireEvent.click(screen.getByTestId('proxy-merge-submit'));
    await waitFor(() => expect(flashes('success')).toEqual(['合并成功']));
    expect(server.to(PATHS.mergeGroup).map((r) => r.body)).toEqual([{ oldGroupIds: [1, 2], newGroupId: 3 }]);
  });

  it('asks before detecting one proxy, then shows its IP, region, time zone, longitude and latitude', async () => {
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page(), [PATHS.detect]: () => okResult(1) });
    renderWithProviders(<ProxyPage />);
    fireEvent.click(within(await rowOf(1)).getByTestId('proxy-detect'));
    expect((await screen.findByTestId('proxy-detect-text')).textContent).toBe('确定检测代理 203.0.113.1:1080 吗？');
    expect(server.to(PATHS.detect)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('proxy-detect-ok'));
    const result = await screen.findByTestId('proxy-detect-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('proxy-detect-message').textContent).toBe('检测成功');
    for (const text of ['198.51.100.1', '加利福尼亚州 / 洛杉矶', 'America/Los_Angeles', '-118.24', '34.05'])
      expect(result.textContent).toContain(text);
    expect(server.to(PATHS.detect).map((r) => r.body)).toEqual([{ id: 1 }]);
  });

  it('shows why a detection failed', async () => {
    const msg = '连接测试失败！请检查代理信息并确保IP可用';
    serveProxies({
      [PATHS.groups]: () => GROUPS,
      [PATHS.page]: page(),
      [PATHS.detect]: () => ({ ...okResult(2), ok: false, msg, outboundIp: null, country: null }),
    });
    renderWithProviders(<ProxyPage />);
    await tick(2);
    fireEvent.click(screen.getByTestId('proxy-detect-selected'));
    fireEvent.click(await screen.findByTestId('proxy-detect-ok'));
    const result = await screen.findByTestId('proxy-detect-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(screen.getByTestId('proxy-detect-message').textContent).toBe(msg);
    expect(result.textContent).not.toContain('America/Los_Angeles');
  });

  it('detects a selection in calls of ten, showing progress and each result', async () => {
    const many = Array.from({ length: 12 }, (_, i) => proxyRow(100 + i));
    const server = serveProxies({
      [PATHS.groups]: () => GROUPS,
      [PATHS.page]: page(many),
      [PATHS.detect]: ({ body }) => ({
        results: (body as { ids: number[] }).ids.map((id) =>
          id === 105 ? { ...okResult(id), ok: false, msg: '检测失败', outboundIp: null } : okResult(id),
        ),
      }),
    });
    renderWithProviders(<ProxyPage />);
    await rowOf(100);
    fireEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    fireEvent.click(screen.getByTestId('proxy-detect-selected'));
    expect((await screen.findByTestId('proxy-detect-text')).textContent).toBe('确定检测选中的 12 个代理吗？');
    fireEvent.click(screen.getByTestId('proxy-detect-ok'));
    await waitFor(() => expect(screen.getByTestId('proxy-detect-summary').textContent).toContain('可用 11 个，失败 1 个'));
    expect(screen.getByTestId('proxy-detect-count').textContent).toContain('已检测 12 / 12');
    expect(server.to(PATHS.detect).map((r) => (r.body as { ids: number[] }).ids.length)).toEqual([10, 2]);
    const failed = screen.getAllByTestId('proxy-detect-item').find((li) => li.getAttribute('data-id') === '105')!;
    expect(failed.getAttribute('data-ok')).toBe('false');
    expect(failed.textContent).toContain('检测失败');
  });

  it('refuses to detect nothing, or more than 100 at once', async () => {
    const many = Array.from({ length: 101 }, (_, i) => proxyRow(200 + i));
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.page]: page(many) });
    renderWithProviders(<ProxyPage />);
    await rowOf(200);
    fireEvent.click(screen.getByTestId('proxy-detect-selected'));
    expect(flashes('warning')).toEqual(['请选择代理']);
    fireEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    fireEvent.click(screen.getByTestId('proxy-detect-selected'));
    expect(flashes('warning')).toEqual(['请选择代理', '一次最多检测 100 个代理']);
    expect(screen.queryByTestId('proxy-detect-text')).toBeNull();
    expect(server.to(PATHS.detect)).toHaveLength(0);
  }, 60_000); // 101 rows of antd's table in jsdom
});
