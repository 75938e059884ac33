import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../shared/table/stub-antd-browser-apis';
import { NoticeBell } from './notice-bell';

beforeAll(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

describe('NoticeBell', () => {
  it('hides the badge at 0', () => {
    render(<NoticeBell count={0} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notice-badge')).toBeNull();
  });

  it('shows 1 to 99 as the number', () => {
    render(<NoticeBell count={42} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-badge').textContent).toBe('42');
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notifications, 42 unread');
  });

  it('caps above 99 at 99+', () => {
    render(<NoticeBell count={100} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-badge').textContent).toBe('99+');
  });

  it('calls back on click', () => {
    const onClick = vi.fn();
    render(<NoticeBell count={1} onClick={onClick} />);
    fireEvent.click(screen.getByTestId('notice-bell'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
