import { describe, expect, it, vi } from 'vitest';
import { createSubmitGuard } from './submit-guard';

describe('createSubmitGuard', () => {
  it('blocks repeat runs until the interval has passed', () => {
    let time = 1000;
    const guard = createSubmitGuard(1000, () => time);
    const action = vi.fn();
    expect(guard.run(action)).toBe(true);
    time += 999;
    expect(guard.run(action)).toBe(false);
    expect(guard.isBlocked()).toBe(true);
    time += 1;
    expect(guard.run(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays closed while a promise runs longer than the interval', async () => {
    let time = 0;
    let finish!: () => void;
    const guard = createSubmitGuard(500, () => time);
    guard.run(() => new Promise<void>((resolve) => (finish = resolve)));
    time = 5000;
    expect(guard.run(() => undefined)).toBe(false);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(guard.run(() => undefined)).toBe(true);
  });

  it('reopens after a failed submission too', async () => {
    let time = 0;
    const guard = createSubmitGuard(100, () => time);
    guard.run(() => Promise.reject(new Error('server said no')).catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    time = 100;
    expect(guard.isBlocked()).toBe(false);
  });
});
