import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKv } from '../../infra/kv.js';
import { CONTROL_LOCK_TTL_SECONDS, createControlLocks } from './control-lock.js';

afterEach(() => vi.useRealTimers());

describe('the control slot', () => {
  it('has one holder per phone until it is released', async () => {
    const locks = createControlLocks(memoryKv());
    const first = await locks.acquire(1);
    expect(first).toBeDefined();
    expect(await locks.acquire(1)).toBeUndefined();
    expect(await locks.acquire(2)).toBeDefined();
    expect(await first!.renew()).toBe(true);
    await first!.release();
    expect(await locks.acquire(1)).toBeDefined();
  });

  it("frees the phone of a holder that stopped beating, whose late release cannot free the new holder's slot", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const locks = createControlLocks(memoryKv());
    const crashed = (await locks.acquire(1))!;
    vi.setSystemTime(Date.now() + CONTROL_LOCK_TTL_SECONDS * 1000 + 1);
    const next = await locks.acquire(1);
    expect(next).toBeDefined();
    expect(await crashed.renew()).toBe(false);
    await crashed.release();
    expect(await locks.acquire(1)).toBeUndefined();
    expect(await next!.renew()).toBe(true);
  });
});
