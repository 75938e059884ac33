import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { SelectionBar } from './selection-bar';

function renderBar(phones: PhoneRow[]) {
  const operator: PhoneOperator = { run: vi.fn(), preload: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SelectionBar
          loaded={10}
          selected={new Map(phones.map((p) => [p.id, p]))}
          onSelectAll={vi.fn()}
          onClear={vi.fn()}
          operator={operator}
          freshSelection={() => phones}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return operator;
}

/** The batch menu's items, by kind, once opened. */
async function batchKinds() {
  fireEvent.click(screen.getByTestId('batch-menu'));
  await screen.findAllByTestId(/^batch-(?!menu)/);
  return [...document.querySelectorAll('[data-testid^="batch-"]')]
    .map((el) => el.getAttribute('data-testid')!.slice('batch-'.length))
    .filter((kind) => kind !== 'menu');
}

const own = makePhone(1);
const operate = makePhone(2, { accreditType: 2, authorized: true, ownerPhone: '13900139000' });
const view = makePhone(3, { accreditType: 1, authorized: true, ownerPhone: '13900139000' });

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
  // Opening the menu asks for the month's free new-machine uses.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ code: 0, data: { remaining: 3, limit: 5 }, msg: '' })),
  );
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

// antd's menus are slow to render in jsdom on a shared machine.
describe('the batch menu', { timeout: 30_000 }, () => {
  it('offers the member’s own phones every operation, sharing included', async () => {
    renderBar([own, makePhone(4, { authorized: true })]);
    const kinds = await batchKinds();
    expect(kinds).toContain('reset');
    expect(kinds.slice(-3)).toEqual(['accredit', 'recall', 'transfer']);
  });

  it('offers a selection with a phone shared for operating only power on and off and tags (no batch reboot)', async () => {
    renderBar([own, operate]);
    expect(await batchKinds()).toEqual(['powerOn', 'powerOff', 'addTag']);
  });

  it('offers a phone shared for operating alone a reboot too, and one shared for viewing only tags', async () => {
    renderBar([operate]);
    expect(await batchKinds()).toEqual(['reboot', 'powerOn', 'powerOff', 'addTag']);
    cleanup();
    renderBar([operate, view]);
    expect(await batchKinds()).toEqual(['addTag']);
  });
});
