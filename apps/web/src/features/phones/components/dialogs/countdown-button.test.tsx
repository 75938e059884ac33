import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../../shared/table/stub-antd-browser-apis';
import { CountdownButton } from './countdown-button';

beforeAll(stubAntdBrowserApis);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CountdownButton', () => {
  it('stays disabled, counting down, until its seconds have passed; then it is pressed', () => {
    const onClick = vi.fn();
    render(
      <CountdownButton seconds={5} waiting={(left) => `wait ${left}`} onClick={onClick} data-testid="agree">
        agree
      </CountdownButton>,
    );
    const button = () => screen.getByTestId('agree') as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain('wait 5');
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(3000));
    expect(button().textContent).toContain('wait 2');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toContain('agree');
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('starts again when remounted with a new key', () => {
    const { rerender } = render(
      <CountdownButton key="a" seconds={2} waiting={(left) => `wait ${left}`} data-testid="agree">
        agree
      </CountdownButton>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect((screen.getByTestId('agree') as HTMLButtonElement).disabled).toBe(false);
    rerender(
      <CountdownButton key="b" seconds={2} waiting={(left) => `wait ${left}`} data-testid="agree">
        agree
      </CountdownButton>,
    );
    expect((screen.getByTestId('agree') as HTMLButtonElement).disabled).toBe(true);
  });
});
