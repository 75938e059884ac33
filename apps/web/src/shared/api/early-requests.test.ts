// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { session } from '../session/session-store';
import { startEarly, takeEarly } from './early-requests';

describe('early requests', () => {
  it('gives a request started early to its first taker only, and asks anew after that', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    const late = vi.fn(() => Promise.resolve('late'));
    startEarly('a', early);
    startEarly('a', early);
    expect(early).toHaveBeenCalledTimes(1);
    expect(await takeEarly('a', late)).toBe('early');
    expect(late).not.toHaveBeenCalled();
    expect(await takeEarly('a', late)).toBe('late');
    expect(await takeEarly('never-started', late)).toBe('late');
  });

  it("hands an early request's error to its taker", async () => {
    startEarly('b', () => Promise.reject(new Error('offline')));
    await expect(takeEarly('b', () => Promise.resolve('late'))).rejects.toThrow('offline');
  });

  it('drops what the previous session asked for when it signs out', async () => {
    session.get().signIn({ accessToken: 't1', refreshToken: 'r1', userId: 1 });
    startEarly('c', () => Promise.resolve('first member'));
    session.get().clear();
    expect(await takeEarly('c', () => Promise.resolve('asked anew'))).toBe('asked anew');
  });
});
