import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKv } from '../../infra/kv.js';
import { CONTROL_LOCK_HEARTBEAT_MS, CONTROL_LOCK_TTL_SECONDS, createControlLocks } from './control-lock.js';

afterEach(() => vi.useRealTimers());

/** Two nodes sharing one store, on one fake clock (the store's expiry and the holders' fencing move with it). */
function twoNodes() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const kv = memoryKv();
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  return { a: createControlLocks(kv), b: createControlLocks(kv), advance };
}

describe('the control slot', () => {
  it('has one holder per phone until it is released', async () => {
    const locks = createControlLocks(memoryKv());
    const first = await locks.acquire(1, 7);
    expect(first).toBeDefined();
    expect(first!.held()).toBe(true);
    expect(await locks.acquire(1, 7)).toBeUndefined();
    expect(await locks.acquire(2, 7)).toBeDefined();
    expect(await first!.renew()).toBe(true);
    await first!.release();
    expect(first!.held()).toBe(false);
    expect(await locks.acquire(1, 7)).toBeDefined();
  });

  it('frees the phone of a dead node within 10 s', async () => {
    expect(CONTROL_LOCK_TTL_SECONDS).toBeLessThanOrEqual(10);
    const { a, b, advance } = twoNodes();
    await a.acquire(1, 7); // node A dies holding it: no more heartbeats, no release
    advance(CONTROL_LOCK_TTL_SECONDS * 1000 - 1);
    expect(await b.acquire(1, 7)).toBeUndefined();
    advance(1);
    expect(await b.acquire(1, 7)).toBeDefined();
  });

  it('never displaces a live holder that keeps beating', async () => {
    const { a, b, advance } = twoNodes();
    const holder = (await a.acquire(1, 7))!;
    // An hour of heartbeats, each a little late; the other node tries to take the phone at every one.
    for (let beat = 0; beat < 1800; beat++) {
      advance(CONTROL_LOCK_HEARTBEAT_MS + 10);
      expect(holder.held()).toBe(true);
      expect(await b.acquire(1, 7)).toBeUndefined();
      expect(await holder.renew()).toBe(true);
    }
  });

  it('fences a holder off before its slot can lapse, so two never control at once', async () => {
    const { a, b, advance } = twoNodes();
    const cutOff = (await a.acquire(1, 7))!; // its node can no longer reach the store: renewals stop
    let taken: Awaited<ReturnType<typeof b.acquire>>;
    // Step through time: whenever B could take the slot, A has already stopped sending input.
    for (let ms = 0; ms <= CONTROL_LOCK_TTL_SECONDS * 1000; ms += 100) {
      taken ??= await b.acquire(1, 7);
      if (taken) expect(cutOff.held()).toBe(false);
      advance(100);
    }
    expect(taken).toBeDefined();
    expect(taken!.held()).toBe(true);
    // Back in touch, the old holder learns it lost the slot, and its late release frees nothing.
    expect(await cutOff.renew()).toBe(false);
    expect(cutOff.held()).toBe(false);
    await cutOff.release();
    expect(await a.acquire(1, 7)).toBeUndefined();
    expect(await taken!.renew()).toBe(true);
  });

  it("names the slot's member, and keeps a slot claimed by the owner for the owner alone (hand-over)", async () => {
    const locks = createControlLocks(memoryKv());
    const grantee = (await locks.acquire(1, 20))!;
    expect(await locks.holder(1)).toBe(20);
    expect(await locks.holder(2)).toBeUndefined();
    const claim = (await locks.claim(1, 10))!;
    expect(claim).toBeDefined();
    // A second claim (the owner's other tab) is refused while the first lasts.
    expect(await locks.claim(1, 10)).toBeUndefined();
    // The slot is still the grantee's until it gives it up; then only the claimant may take it.
    expect(await locks.acquire(1, 10)).toBeUndefined();
    await grantee.release();
    expect(await locks.holder(1)).toBeUndefined();
    expect(await locks.acquire(1, 20)).toBeUndefined();
    expect(await locks.acquire(1, 30)).toBeUndefined();
    const owner = (await locks.acquire(1, 10))!;
    expect(await locks.holder(1)).toBe(10);
    expect(await claim.renew()).toBe(true);
    await owner.release();
    await claim.release();
    expect(await locks.acquire(1, 20)).toBeDefined();
  });

  it('lets a claim lapse with its node, so the grantee is not locked out for good', async () => {
    const { a, b, advance } = twoNodes();
    await a.claim(1, 10); // the owner's node dies mid hand-over
    expect(await b.acquire(1, 20)).toBeUndefined();
    advance(CONTROL_LOCK_TTL_SECONDS * 1000);
    expect(await b.acquire(1, 20)).toBeDefined();
  });

  it('takes a lapsed slot back when nobody else took it, fenced off in between', async () => {
    const { a, advance } = twoNodes();
    const stalled = (await a.acquire(1, 7))!;
    advance(CONTROL_LOCK_TTL_SECONDS * 1000 + 1);
    expect(stalled.held()).toBe(false);
    expect(await stalled.renew()).toBe(true);
    expect(stalled.held()).toBe(true);
  });
});
