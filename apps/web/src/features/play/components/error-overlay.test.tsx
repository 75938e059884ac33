import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { ErrorOverlay } from './error-overlay';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(cleanup);

const show = (code: string, msg: string, action: 'back' | 'reconnect' | 'auto' | 'list-retry') => {
  const onReconnect = vi.fn();
  const onBack = vi.fn();
  render(<ErrorOverlay error={{ code, msg, action }} onReconnect={onReconnect} onBack={onBack} />);
  return { onReconnect, onBack };
};

describe('the error overlay', () => {
  it('shows an occupied phone’s message with only a way back to the list', () => {
    const { onBack } = show('occupied', '当前设备已被其他用户占用', 'back');
    expect(screen.getByRole('alert').textContent).toContain('当前设备已被其他用户占用');
    expect(screen.queryByTestId('play-reconnect')).toBeNull();
    fireEvent.click(screen.getByTestId('play-back'));
    expect(onBack).toHaveBeenCalled();
  });

  it('offers reconnect after an idle disconnect', () => {
    const { onReconnect } = show('idle', '10 分钟未操作，已断开连接', 'reconnect');
    fireEvent.click(screen.getByTestId('play-reconnect'));
    expect(onReconnect).toHaveBeenCalled();
  });

  it('says 网络异常 and that it is reconnecting, with no button to press', () => {
    show('network', '网络异常', 'auto');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('网络异常');
    expect(alert.textContent).toContain('正在重新连接');
    expect(screen.queryByTestId('play-reconnect')).toBeNull();
  });

  it('sends a failed join back to the list to retry', () => {
    show('joinFailed', '加入房间失败', 'list-retry');
    expect(screen.getByTestId('play-back').textContent?.replace(/\s/g, '')).toBe('返回列表重试');
  });
});
