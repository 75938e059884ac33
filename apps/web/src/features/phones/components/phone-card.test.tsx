import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import type { PhonePages } from '../api/get-phone-page';
import { phoneKeys } from '../api/phone-keys';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { rowsOf } from '../phone-cache';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { PhoneCard } from './phone-card';

const NOW = Date.now();

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

function renderCard(phone: PhoneRow, client = new QueryClient(), onShowHistory = vi.fn()) {
  const operator: PhoneOperator = { run: vi.fn(), preload: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PhoneCard phone={phone} isSelected={false} onSelect={vi.fn()} operator={operator} now={NOW} onShowHistory={onShowHistory} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return operator;
}

describe('PhoneCard in a failed state', () => {
  it('a failed reset offers retry (the reset again) and enter directly', () => {
    const phone = makePhone(5, { status: 5 }, NOW);
    const operator = renderCard(phone);
    expect(screen.getByTestId('phone-status').textContent).toBe('重置失败');
    fireEvent.click(screen.getByTestId('phone-retry'));
    expect(operator.run).toHaveBeenLastCalledWith('reset', [phone], { isRetry: true });
    fireEvent.click(screen.getByTestId('phone-enter'));
    expect(operator.run).toHaveBeenLastCalledWith('enterDirectly', [phone], { warnBackupLost: false });
    expect(screen.queryByTestId('phone-replace-no-migrate')).toBeNull();
  });

  it('a failed backup retries the backup, or switches to a new machine without migrating', () => {
    const phone = makePhone(6, { status: 11 }, NOW);
    const operator = renderCard(phone);
    fireEvent.click(screen.getByTestId('phone-retry'));
    expect(operator.run).toHaveBeenLastCalledWith('replace', [phone], { preset: true });
    fireEvent.click(screen.getByTestId('phone-replace-no-migrate'));
    expect(operator.run).toHaveBeenLastCalledWith('replace', [phone], { preset: false });
  });

  it('a failed migration warns that cancelling it loses the backup', () => {
    const phone = makePhone(7, { status: 14 }, NOW);
    const operator = renderCard(phone);
    expect(screen.getByTestId('phone-failed-panel').textContent).toContain('取消数据迁移将丢失原有备份数据');
    fireEvent.click(screen.getByTestId('phone-retry'));
    expect(operator.run).toHaveBeenLastCalledWith('retryMigrate', [phone], { isRetry: true });
    fireEvent.click(screen.getByTestId('phone-enter'));
    expect(operator.run).toHaveBeenLastCalledWith('enterDirectly', [phone], { warnBackupLost: true });
  });

  it('an abnormal phone points to support or a replacement', () => {
    const phone = makePhone(8, { status: 0 }, NOW);
    const operator = renderCard(phone);
    expect(screen.getByText('云机异常，请联系客服或更换设备')).toBeTruthy();
    expect(screen.getByTestId('phone-contact-support').getAttribute('href')).toBe('/setting/customer');
    fireEvent.click(screen.getByTestId('phone-replace'));
    expect(operator.run).toHaveBeenLastCalledWith('replace', [phone]);
  });

  it('a phone shared for viewing only offers no action', () => {
    renderCard(makePhone(9, { status: 5, accreditType: 1, authorized: true, ownerPhone: '13900139000' }, NOW));
    expect(screen.queryByTestId('phone-retry')).toBeNull();
    expect(screen.queryByTestId('phone-enter')).toBeNull();
  });

  it('a failed reset on a phone shared for operating offers no retry (a reset is the owner’s) nor entering directly', () => {
    renderCard(makePhone(24, { status: 5, accreditType: 2, authorized: true, ownerPhone: '13900139000' }, NOW));
    expect(screen.getByTestId('phone-failed-panel')).toBeTruthy();
    expect(screen.queryByTestId('phone-retry')).toBeNull();
    expect(screen.queryByTestId('phone-enter')).toBeNull();
  });

  it('a failed reboot on a phone shared for operating offers the reboot again', () => {
    const phone = makePhone(25, { status: 3, accreditType: 2, authorized: true, ownerPhone: '13900139000' }, NOW);
    const operator = renderCard(phone);
    fireEvent.click(screen.getByTestId('phone-retry'));
    expect(operator.run).toHaveBeenLastCalledWith('reboot', [phone], { isRetry: true });
  });

  it('shows the time left on a phone near expiry', () => {
    renderCard(makePhone(10, { expireTime: NOW + (26 * 3600 + 120) * 1000 }, NOW));
    expect(screen.getByTestId('phone-expiry').textContent).toContain('剩余 1天2小时');
  });
});

describe('the card menu', () => {
  it('opens the phone’s operation history, for a phone shared view-only too', async () => {
    const phone = makePhone(13, { accreditType: 1, authorized: true, ownerPhone: '13900139000' }, NOW);
    const onShowHistory = vi.fn();
    renderCard(phone, new QueryClient(), onShowHistory);
    fireEvent.click(screen.getByTestId('phone-more'));
    fireEvent.click(await screen.findByTestId('phone-menu-history'));
    expect(onShowHistory).toHaveBeenCalledWith(phone);
  });
});

describe('renaming inline', () => {
  const seed = (client: QueryClient, phone: PhoneRow) =>
    client.setQueryData<PhonePages>(
      phoneKeys.list({ keyword: '', group: 'all', tagId: null, status: null, expiringSoon: false, authorized: null, sortType: 1 }),
      {
        pages: [{ list: [phone], total: 1 }],
        pageParams: [1],
      },
    );

  it('Esc cancels, an empty name is refused with the spec message, Enter saves', async () => {
    const phone = makePhone(11, {}, NOW);
    const client = new QueryClient();
    seed(client, phone);
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ code: 0, data: true, msg: '' }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderCard(phone, client);
    fireEvent.click(screen.getByTestId('phone-alias'));
    fireEvent.change(screen.getByTestId('alias-input'), { target: { value: '新名字' } });
    fireEvent.keyDown(screen.getByTestId('alias-input'), { key: 'Escape' });
    expect(screen.getByTestId('phone-alias').textContent).toBe('挂机 11');

    fireEvent.click(screen.getByTestId('phone-alias'));
    fireEvent.change(screen.getByTestId('alias-input'), { target: { value: '  ' } });
    fireEvent.keyDown(screen.getByTestId('alias-input'), { key: 'Enter' });
    expect(screen.getByTestId('alias-error').textContent).toBe('请输入云机名称');
    fireEvent.change(screen.getByTestId('alias-input'), { target: { value: '一二三四五六七八九十一' } });
    fireEvent.keyDown(screen.getByTestId('alias-input'), { key: 'Enter' });
    expect(screen.getByTestId('alias-error').textContent).toBe('云机名称最多 10 个字');
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('alias-input'), { target: { value: '主力机' } });
    fireEvent.keyDown(screen.getByTestId('alias-input'), { key: 'Enter' });
    await waitFor(() => expect(calls).toEqual([{ phoneId: 11, alias: '主力机' }]));
    expect(
      client
        .getQueriesData<PhonePages>({ queryKey: phoneKeys.lists() })
        .flatMap(([, data]) => rowsOf(data))
        .map((r) => r.alias),
    ).toEqual(['主力机']);
  });

  it('leaving the field with an invalid name keeps the old one and says why', () => {
    renderCard(makePhone(12, {}, NOW));
    fireEvent.click(screen.getByTestId('phone-alias'));
    fireEvent.change(screen.getByTestId('alias-input'), { target: { value: '' } });
    fireEvent.blur(screen.getByTestId('alias-input'));
    expect(screen.getByTestId('phone-alias').textContent).toBe('挂机 12');
    expect(useOverlay.getState().flashes.map((f) => f.text)).toContain('请输入云机名称');
  });
});

describe('the card menu’s greyed-out items', () => {
  const reasonOf = async (testId: string) => {
    const item = await screen.findByTestId(testId);
    return {
      blocked: item.getAttribute('data-blocked'),
      reason: item.querySelector('[data-testid="phone-menu-reason"]')?.textContent ?? null,
    };
  };

  // antd's menus and dialogs are slow to render in jsdom on a shared machine.
  it('lists power on and off both, the one not possible greyed out with why', { timeout: 30_000 }, async () => {
    renderCard(makePhone(20, { powerOn: false }, NOW));
    fireEvent.click(screen.getByTestId('phone-more'));
    expect(await reasonOf('phone-menu-powerOn')).toEqual({ blocked: null, reason: null });
    expect(await reasonOf('phone-menu-powerOff')).toEqual({ blocked: 'alreadyOff', reason: '云机已关机，请先开机' });
    expect(await reasonOf('phone-menu-control')).toEqual({ blocked: 'alreadyOff', reason: '云机已关机，请先开机' });
    const item = (await screen.findByTestId('phone-menu-powerOff')).closest('li')!;
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  // antd's menus and dialogs are slow to render in jsdom on a shared machine.
  it('says why a busy phone cannot be operated now', { timeout: 30_000 }, async () => {
    renderCard(makePhone(21, { status: 2 }, NOW));
    fireEvent.click(screen.getByTestId('phone-more'));
    expect(await reasonOf('phone-menu-reboot')).toEqual({ blocked: 'busy', reason: '云机状态重启中，请稍后再试' });
  });
});

/** The operation items the opened card menu lists, by kind (phone-menu-<kind>), in order. */
async function menuKinds() {
  fireEvent.click(screen.getByTestId('phone-more'));
  await screen.findByTestId('phone-menu-history');
  return [...document.querySelectorAll('[data-testid^="phone-menu-"]')]
    .map((el) => el.getAttribute('data-testid')!.slice('phone-menu-'.length))
    .filter((kind) => kind !== 'reason');
}

describe('what a card shows for each hold on the phone (decision 025)', () => {
  const OWNER_MENU = ['control', 'reboot', 'reset', 'powerOn', 'powerOff', 'newMachine', 'upgradeImage', 'replace', 'customize', 'density'];

  it('the owner’s phone not granted: every operation, authorize and transfer, no recall, no badge', { timeout: 30_000 }, async () => {
    renderCard(makePhone(30, {}, NOW));
    expect(screen.queryByTestId('phone-shared')).toBeNull();
    const kinds = await menuKinds();
    expect(kinds.slice(0, OWNER_MENU.length)).toEqual(OWNER_MENU);
    expect(kinds).toContain('accredit');
    expect(kinds).toContain('transfer');
    expect(kinds).not.toContain('recall');
    expect(kinds).toContain('renew');
  });

  it('the owner’s phone granted to another: the 已授权 badge, recall instead of authorize', { timeout: 30_000 }, async () => {
    renderCard(makePhone(31, { authorized: true }, NOW));
    const badge = screen.getByTestId('phone-shared');
    expect(badge.getAttribute('data-kind')).toBe('out');
    expect(badge.textContent).toBe(' 已授权');
    const kinds = await menuKinds();
    expect(kinds).toContain('recall');
    expect(kinds).not.toContain('accredit');
    expect(kinds).toContain('transfer');
  });

  it('a phone shared for operating: control, reboot, power on and off, tags; nothing of the owner’s', { timeout: 30_000 }, async () => {
    renderCard(makePhone(32, { accreditType: 2, authorized: true, ownerPhone: '13900139000' }, NOW));
    const badge = screen.getByTestId('phone-shared');
    expect(badge.getAttribute('data-kind')).toBe('operate');
    expect(badge.textContent).toBe(' 可操作13900139000');
    expect(await menuKinds()).toEqual(['control', 'reboot', 'powerOn', 'powerOff', 'addTag', 'history', 'copy']);
  });

  it('a phone shared for viewing: control (to watch) and tags only', { timeout: 30_000 }, async () => {
    renderCard(makePhone(33, { accreditType: 1, authorized: true, ownerPhone: '13900139000' }, NOW));
    expect(screen.getByTestId('phone-shared').getAttribute('data-kind')).toBe('view');
    expect(screen.getByTestId('phone-shared').textContent).toBe(' 仅查看13900139000');
    expect(await menuKinds()).toEqual(['control', 'addTag', 'history', 'copy']);
  });
});

describe('the card’s tips', () => {
  it('says nothing over a phone whose backup succeeded (status 12 has no tip)', () => {
    renderCard(makePhone(23, { status: 12 }, NOW));
    expect(screen.getByTestId('phone-status').textContent).toBe('备份成功');
    expect(document.querySelector('.ph-panel')).toBeNull();
  });
});
