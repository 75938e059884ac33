import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PhoneLabel, PhoneRow } from '@cloudphone/contract';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { phoneKeys } from '../api/phone-keys';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { PhoneLabelsContext, type PhoneLabelsContextValue } from '../phone-labels-context';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { flashes, serve } from '../test-serve';
import { PhoneCard } from './phone-card';

/** Issue 17 on the card: the owner's labels, taking a tag off with a confirmation, the labels and image-upgrade entries. */
const NOW = Date.now();
const UNBIND = '/app-api/trade/phone-tag/unbind';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

const label = (id: number, text: string): PhoneLabel => ({ id, label: text, createTime: NOW });

function renderCard(phone: PhoneRow, labels: Record<number, PhoneLabel[]> = {}, client = new QueryClient()) {
  const operator: PhoneOperator = { run: vi.fn(), preload: vi.fn() };
  const context: PhoneLabelsContextValue = { labelsOf: (id) => labels[id] ?? [], manage: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <PhoneLabelsContext value={context}>
            <PhoneCard phone={phone} isSelected={false} onSelect={vi.fn()} operator={operator} now={NOW} onShowHistory={vi.fn()} />
          </PhoneLabelsContext>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return { operator, context };
}

describe('labels on the card', () => {
  it('shows the phone’s labels before its tags', () => {
    renderCard(makePhone(1, { tags: [{ id: 9, name: '测试' }] }, NOW), { 1: [label(1, '主号'), label(2, '店铺 A')] });
    expect(screen.getAllByTestId('phone-label').map((e) => e.textContent)).toEqual(['主号', '店铺 A']);
    const chips = [...document.querySelectorAll('.ph-card__tags [data-testid]')].map((e) => e.getAttribute('data-testid'));
    expect(chips.indexOf('phone-label')).toBeLessThan(chips.indexOf('phone-tag'));
  });

  it('the owner’s menu opens the labels dialog; a grantee’s has no labels entry', { timeout: 30_000 }, async () => {
    const phone = makePhone(2, {}, NOW);
    const { context } = renderCard(phone);
    fireEvent.click(screen.getByTestId('phone-more'));
    fireEvent.click(await screen.findByTestId('phone-menu-labels'));
    expect(context.manage).toHaveBeenCalledWith(phone);
    cleanup();
    renderCard(makePhone(3, { accreditType: 2, authorized: true, ownerPhone: '13900139000' }, NOW));
    fireEvent.click(screen.getByTestId('phone-more'));
    await screen.findByTestId('phone-menu-history');
    expect(screen.queryByTestId('phone-menu-labels')).toBeNull();
  });
});

describe('taking a tag off a phone (unbind)', { timeout: 30_000 }, () => {
  it('asks first, then unbinds, says 解绑成功 and refreshes the list and the tags', async () => {
    const sent = serve({ [UNBIND]: () => ({ data: true }) });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderCard(makePhone(4, { alias: '挂机 4', tags: [{ id: 9, name: '测试' }] }, NOW), {}, client);
    fireEvent.click(screen.getByTestId('phone-tag-unbind'));
    expect((await screen.findByText('确定将标签「测试」从云机「挂机 4」解绑吗？')).textContent).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('tag-unbind-confirm'));
    await waitFor(() => expect(flashes('success')).toEqual(['解绑成功']));
    expect(sent).toEqual([{ path: UNBIND, body: { phoneTagId: 9, phoneId: 4 } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.lists() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.tags() });
  });

  it('cancelling sends nothing', async () => {
    const sent = serve({ [UNBIND]: () => ({ data: true }) });
    renderCard(makePhone(5, { tags: [{ id: 9, name: '测试' }] }, NOW));
    fireEvent.click(screen.getByTestId('phone-tag-unbind'));
    fireEvent.click(await screen.findByTestId('tag-unbind-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(flashes('success')).toEqual([]);
  });
});

describe('image upgrade on the card', () => {
  it('a failed image upgrade (7) offers the upgrade again and entering directly', () => {
    const phone = makePhone(6, { status: 7 }, NOW);
    const { operator } = renderCard(phone);
    expect(screen.getByTestId('phone-failed-panel').textContent).toContain('镜像升级失败，可重试或直接进入');
    fireEvent.click(screen.getByTestId('phone-retry'));
    expect(operator.run).toHaveBeenLastCalledWith('upgradeImage', [phone], { isRetry: true });
  });

  it('an upgrading phone (6) says so with its estimated 10 minutes', () => {
    renderCard(makePhone(7, { status: 6 }, NOW));
    expect(document.querySelector('.ph-panel')?.textContent).toBe('升级镜像中，预计约 10 分钟');
  });
});
