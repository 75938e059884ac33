import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../shared/table/stub-antd-browser-apis';
import { SystemNoticeDialog } from './system-notice-dialog';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

const mask = () => document.querySelector<HTMLElement>('.ant-modal-wrap');

describe('SystemNoticeDialog', () => {
  it('shows a text notice with its title and a confirm button, and no close icon', () => {
    const onConfirm = vi.fn();
    render(<SystemNoticeDialog notice={{ title: '维护通知', contentType: 2, content: '今晚 2 点维护' }} onConfirm={onConfirm} />);
    const dialog = screen.getByTestId('system-notice-dialog');
    expect(dialog.textContent).toContain('维护通知');
    expect(dialog.textContent).toContain('今晚 2 点维护');
    expect(screen.queryByTestId('system-notice-close')).toBeNull();
    fireEvent.click(screen.getByTestId('system-notice-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('strips scripts from operator HTML', () => {
    render(
      <SystemNoticeDialog
        notice={{ title: 't', contentType: 2, content: '<b>粗体</b><img src=x onerror="window.__hacked=1">' }}
        onConfirm={() => undefined}
      />,
    );
    const dialog = screen.getByTestId('system-notice-dialog');
    expect(dialog.querySelector('b')?.textContent).toBe('粗体');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows an image notice with a close icon and no confirm button', () => {
    const onConfirm = vi.fn();
    render(<SystemNoticeDialog notice={{ title: '新品上线', contentType: 1, content: '/img/promo.png' }} onConfirm={onConfirm} />);
    const image = screen.getByTestId('system-notice-dialog').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/img/promo.png');
    expect(image.getAttribute('alt')).toBe('新品上线');
    expect(screen.queryByTestId('system-notice-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('system-notice-close'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is not dismissed by a click outside or Esc', () => {
    const onConfirm = vi.fn();
    render(<SystemNoticeDialog notice={{ title: 'x', contentType: 1, content: '/a.png' }} onConfirm={onConfirm} />);
    const wrap = mask()!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    fireEvent.keyDown(wrap, { key: 'Escape', keyCode: 27 });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing without a notice', () => {
    render(<SystemNoticeDialog notice={null} onConfirm={() => undefined} />);
    expect(screen.queryByTestId('system-notice-dialog')).toBeNull();
  });
});
