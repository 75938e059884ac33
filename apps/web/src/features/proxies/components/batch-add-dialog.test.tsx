import type { ProxyLineResult } from '@cloudphone/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byGroupId,
  clearFlashes,
  flashes,
  GROUPS,
  PATHS,
  pickOption,
  renderWithProviders,
  serveProxies,
  typeInto,
  useProxyLocale,
} from '../testing/proxy-test-kit';
import { BatchAddDialog } from './batch-add-dialog';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINES = [
  '203.0.113.1:1080:alice:secret1{东京}',
  'bob:secret2@203.0.113.2:1080',
  '203.0.113.300:1080:carol:secret3',
  '',
  '203.0.113.4:1080:dave:secret4',
  '203.0.113.5:1080:erin:secret5',
].join('\n');
const lines = () =>
  screen.getAllByTestId('proxy-batch-line').map((li) => [li.getAttribute('data-line'), li.getAttribute('data-status'), li.textContent]);
const submit = () => fireEvent.click(screen.getByTestId('proxy-batch-submit'));

// antd's selects and dialogs are slow to render in jsdom on a shared machine.
describe('batch add', { timeout: 30_000 }, () => {
  beforeEach(() => useProxyLocale('zh-CN'));

  it('needs a group and some lines, and shows both formats (SOCKS5 only)', async () => {
    const server = serveProxies({ [PATHS.groups]: () => GROUPS });
    renderWithProviders(<BatchAddDialog open onClose={() => undefined} />);
    const hint = screen.getByTestId('proxy-batch-hint').textContent;
    expect(hint).toContain('仅支持 SOCKS5');
    expect(hint).toContain('IP:端口:账号:密码{备注}');
    expect(hint).toContain('账号:密码@IP:端口{备注}');
    submit();
    expect(screen.getByTestId('proxy-batch-group-error').textContent).toBe('请选择分组');
    expect(screen.getByTestId('proxy-batch-content-error').textContent).toBe('请输入代理信息');
    typeInto('proxy-batch-content', '  \n ');
    submit();
    expect(screen.getByTestId('proxy-batch-content-error').textContent).toBe('请输入代理信息');
    expect(server.to(PATHS.createBatch)).toHaveLength(0);
  });

  it('shows each line refused with its reason and number, and that nothing was added', async () => {
    const results: ProxyLineResult[] = [
      // The server refuses the good lines too when one line is wrong (nothing is half-added).
      { line: 1, status: 'refused', msg: '未添加：有行未通过检查，修改后请重新提交' },
      { line: 2, status: 'duplicate', msg: '与已有代理重复，已跳过' },
      { line: 3, status: 'refused', msg: '请输入正确的IPv4' },
      { line: 5, status: 'refused', msg: '未添加：有行未通过检查，修改后请重新提交' },
      { line: 6, status: 'duplicate', msg: '与第 5 行重复，已跳过' },
    ];
    const server = serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.createBatch]: () => ({ results }) });
    renderWithProviders(<BatchAddDialog open onClose={() => undefined} />);
    await pickOption('proxy-batch-group', 'proxy-batch-group-option', byGroupId(2));
    typeInto('proxy-batch-content', LINES);
    fireEvent.click(screen.getByTestId('proxy-batch-check-duplicate'));
    submit();
    await screen.findByTestId('proxy-batch-results');
    expect(server.to(PATHS.createBatch).map((r) => r.body)).toEqual([{ groupId: 2, content: LINES, checkDuplicate: true }]);
    expect(lines()).toEqual([
      ['1', 'valid', '第 1 行未添加'],
      ['2', 'duplicate', '第 2 行重复与已有代理重复，已跳过'],
      ['3', 'refused', '第 3 行错误请输入正确的IPv4'],
      ['5', 'valid', '第 5 行未添加'],
      ['6', 'duplicate', '第 6 行重复与第 5 行重复，已跳过'],
    ]);
    const summary = screen.getByTestId('proxy-batch-summary');
    expect(summary.textContent).toBe('添加 0 条，重复跳过 2 条，错误 1 条');
    expect(screen.getByTestId('proxy-batch-rolled-back').textContent).toBe('有 1 行有误，本次没有添加任何代理。请修改这些行后重新提交。');
    expect(flashes('success')).toEqual([]);

    // Back to the form with the text kept, to fix line 3.
    fireEvent.click(screen.getByTestId('proxy-batch-back'));
    expect((screen.getByTestId('proxy-batch-content') as HTMLTextAreaElement).value).toBe(LINES);
  });

  it('adds every good line, skips duplicates, and says "Added successfully"', async () => {
    const results: ProxyLineResult[] = [
      { line: 1, status: 'added', msg: '添加成功', id: 51 },
      { line: 2, status: 'duplicate', msg: '与已有代理重复，已跳过' },
      { line: 3, status: 'added', msg: '添加成功', id: 52 },
    ];
    serveProxies({ [PATHS.groups]: () => GROUPS, [PATHS.createBatch]: () => ({ results }) });
    const onClose = vi.fn();
    renderWithProviders(<BatchAddDialog open onClose={onClose} />);
    await pickOption('proxy-batch-group', 'proxy-batch-group-option', byGroupId(1));
    typeInto('proxy-batch-content', LINES.split('\n').slice(0, 3).join('\n'));
    submit();
    await screen.findByTestId('proxy-batch-results');
    expect(lines().map(([line, status]) => [line, status])).toEqual([
      ['1', 'added'],
      ['2', 'duplicate'],
      ['3', 'added'],
    ]);
    expect(screen.getByTestId('proxy-batch-summary').textContent).toBe('添加 2 条，重复跳过 1 条，错误 0 条');
    expect(screen.queryByTestId('proxy-batch-rolled-back')).toBeNull();
    expect(screen.queryByTestId('proxy-batch-back')).toBeNull();
    await waitFor(() => expect(flashes('success')).toEqual(['添加成功']));
    fireEvent.click(screen.getByTestId('proxy-batch-done'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('batch add in English', { timeout: 30_000 }, () => {
  beforeEach(() => useProxyLocale('en-US'));

  it('says in sum what the lines did', async () => {
    serveProxies({
      [PATHS.groups]: () => GROUPS,
      [PATHS.createBatch]: () => ({
        results: [
          { line: 1, status: 'refused', msg: 'Please enter a valid IPv4' },
          { line: 2, status: 'refused', msg: 'Not added: some lines were refused; correct them and submit again' },
        ],
      }),
    });
    renderWithProviders(<BatchAddDialog open onClose={() => undefined} />);
    await pickOption('proxy-batch-group', 'proxy-batch-group-option', byGroupId(1));
    typeInto('proxy-batch-content', '1.2.3:1080:a:b\n1.2.3.4:1080:a:b');
    submit();
    await screen.findByTestId('proxy-batch-results');
    expect(screen.getByTestId('proxy-batch-summary').textContent).toBe('0 added, 0 skipped as duplicates, 1 refused');
    expect(screen.getByTestId('proxy-batch-rolled-back').textContent).toBe(
      '1 line(s) refused, so nothing was added. Fix those lines and submit again.',
    );
    expect(lines()).toEqual([
      ['1', 'refused', 'Line 1RefusedPlease enter a valid IPv4'],
      ['2', 'valid', 'Line 2Not added'],
    ]);
  });
});
