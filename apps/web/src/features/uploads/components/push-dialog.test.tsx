import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { PushDialog } from './push-dialog';

/** An XHR that never answers on its own, so an upload stays in flight until aborted. */
class HangingXhr {
  static all: HangingXhr[] = [];
  aborted = false;
  upload = { onprogress: null as unknown };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    HangingXhr.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <PushDialog open={open} phones={[{ id: 1 }]} onCancel={() => setOpen(false)} onSubmit={() => Promise.resolve()} />
    </QueryClientProvider>
  );
}

const choose = (name: string) =>
  fireEvent.change(screen.getByTestId('push-file-input'), { target: { files: [new File(['x'.repeat(64)], name)] } });

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  stubAntdBrowserApis();
});
beforeEach(() => {
  HangingXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', HangingXhr);
  // The quota line's request: an empty answer is enough.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PushDialog', () => {
  it('cancelling a file stops its upload in flight', async () => {
    render(<Host />);
    choose('notes.txt');
    expect(HangingXhr.all).toHaveLength(1);
    // Let any pending microtasks run: the controller must still be held afterwards.
    await act(() => Promise.resolve());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('push-file').dataset.state).toBe('uploading');
    fireEvent.click(screen.getByTestId('push-file-remove'));
    expect(HangingXhr.all[0]!.aborted).toBe(true);
    expect(screen.queryByTestId('push-file')).toBeNull();
  });

  it('closing the dialog stops every upload in flight', async () => {
    render(<Host />);
    choose('a.txt');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByTestId('push-cancel'));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    expect(HangingXhr.all.map((xhr) => xhr.aborted)).toEqual([true]);
  });
});
