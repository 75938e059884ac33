import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { Pagination } from './pagination';
import { stubAntdBrowserApis } from './stub-antd-browser-apis';

beforeAll(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Pagination', () => {
  it('calls back with the new page and the current size, then scrolls its container to the top in 800 ms', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const container = document.createElement('div');
    container.scrollTop = 600;
    render(<Pagination total={95} page={1} onChange={onChange} scrollContainer={() => container} />);
    expect(screen.getByTestId('pagination').textContent).toContain('Total 95');
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 20);
    vi.advanceTimersByTime(500);
    expect(container.scrollTop).toBeGreaterThan(0);
    vi.advanceTimersByTime(300);
    expect(container.scrollTop).toBe(0);
  });

  it('shows five pages at the default size of 20 and four at 30', () => {
    const { rerender } = render(<Pagination total={95} page={1} onChange={() => undefined} autoScroll={false} />);
    expect(screen.queryByTitle('5')).not.toBeNull();
    expect(screen.queryByTitle('6')).toBeNull();
    rerender(<Pagination total={95} page={1} limit={30} onChange={() => undefined} autoScroll={false} />);
    expect(screen.queryByTitle('4')).not.toBeNull();
    expect(screen.queryByTitle('5')).toBeNull();
  });

  it('jumps to a typed page', () => {
    const onChange = vi.fn();
    render(<Pagination total={200} page={1} limit={10} onChange={onChange} autoScroll={false} />);
    const jumper = screen.getByTestId('pagination').querySelector<HTMLInputElement>('.ant-pagination-options-quick-jumper input')!;
    fireEvent.change(jumper, { target: { value: '7' } });
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13, which: 13 });
    expect(onChange).toHaveBeenCalledWith(7, 10);
  });

  it('renders nothing when hidden', () => {
    render(<Pagination total={95} page={1} onChange={() => undefined} hidden />);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
