import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../shared/ui/overlay-store';
import { FeedbackDialog } from './feedback-dialog';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(response: () => Response) {
  const calls: Array<{ url: string; method: string | undefined; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return response();
    }),
  );
  return calls;
}

/** Owns `open` like the shell will, so closing is observable. */
function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const flashes = () => useOverlay.getState().flashes.map((f) => `${f.tone}:${f.text}`);

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

describe('FeedbackDialog', () => {
  it('refreshes the message center\'s "my feedback" list once sent', async () => {
    stubServer(() => reply({ code: 0, data: 1, msg: '' }));
    const client = new QueryClient();
    client.setQueryData(['notices', 'feedback', { pageNo: 1 }], { list: [], total: 0 });
    client.setQueryData(['notices', 'page', { pageNo: 1 }], { list: [], total: 0 });
    render(
      <QueryClientProvider client={client}>
        <Host />
      </QueryClientProvider>,
    );
    fill('feedback-title', '无法连接');
    fill('feedback-content', '打开云机一直转圈');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(client.getQueryState(['notices', 'feedback', { pageNo: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['notices', 'page', { pageNo: 1 }])?.isInvalidated).toBe(false);
  });

  it('shows the required messages on blur and on submit, separately per field, and sends nothing', async () => {
    const calls = stubServer(() => reply({ code: 0, data: 1, msg: '' }));
    render(<Host />);
    expect(screen.getByTestId('feedback-dialog')).toBeTruthy();
    fireEvent.blur(screen.getByTestId('feedback-title'));
    expect(await screen.findByText('请输入反馈标题')).toBeTruthy();
    expect(screen.queryByText('请输入反馈内容')).toBeNull();
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('请输入反馈内容')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('treats spaces as empty and clears the message as soon as the field is fixed', async () => {
    stubServer(() => reply({ code: 0, data: 1, msg: '' }));
    render(<Host />);
    fill('feedback-title', '   ');
    expect(await screen.findByText('请输入反馈标题')).toBeTruthy();
    fill('feedback-title', '无法连接');
    await waitFor(() => expect(screen.queryByText('请输入反馈标题')).toBeNull());
  });

  it('caps the fields at 100 and 300 characters with counters', () => {
    render(<Host />);
    expect(screen.getByTestId('feedback-title').getAttribute('maxlength')).toBe('100');
    expect(screen.getByTestId('feedback-content').getAttribute('maxlength')).toBe('300');
    expect(screen.getByTestId('feedback-content').getAttribute('rows')).toBe('4');
    fill('feedback-content', 'abc');
    expect(screen.getByTestId('feedback-dialog').textContent).toContain('3 / 300');
  });

  it('shows the length message for over-long pasted text (the server would refuse it too)', async () => {
    render(<Host />);
    fill('feedback-title', 'x'.repeat(101));
    expect(await screen.findByText('标题不能超过 100 个字符')).toBeTruthy();
  });

  it('posts the trimmed fields with source "1", then says so, clears and closes', async () => {
    const calls = stubServer(() => reply({ code: 0, data: 42, msg: '' }));
    render(<Host />);
    fill('feedback-title', ' 画面卡顿 ');
    fill('feedback-content', '云机 A 画面经常卡住');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(calls).toEqual([
      {
        url: '/app-api/system/user-feedback/feedback',
        method: 'POST',
        body: { feedbackTitle: '画面卡顿', feedbackContent: '云机 A 画面经常卡住', feedbackSource: '1' },
      },
    ]);
    expect(flashes()).toEqual(['success:反馈已提交，感谢您的宝贵意见']);
    expect((screen.getByTestId('feedback-title') as HTMLInputElement).value).toBe('');
  });

  it('stays open with the text kept and the server message shown when the server refuses', async () => {
    stubServer(() => reply({ code: 1002000001, data: null, msg: '反馈过于频繁，请稍后再试' }));
    render(<Host />);
    fill('feedback-title', '标题');
    fill('feedback-content', '内容');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(flashes()).toEqual(['error:反馈过于频繁，请稍后再试']));
    await act(async () => undefined);
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect((screen.getByTestId('feedback-title') as HTMLInputElement).value).toBe('标题');
  });

  it('shows a rejected-code message the client leaves to the caller', async () => {
    stubServer(() => reply({ code: 1011000022, data: null, msg: '今日反馈次数已达上限' }));
    render(<Host />);
    fill('feedback-title', '标题');
    fill('feedback-content', '内容');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(flashes()).toEqual(['error:今日反馈次数已达上限']));
    expect(screen.getByTestId('state').textContent).toBe('open');
  });
});
