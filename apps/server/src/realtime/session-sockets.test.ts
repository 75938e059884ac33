import type { SessionEndCode } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { memoryBus } from '../infra/bus.js';
import { createSessionSockets } from './session-sockets.js';

function socketOf(sessionId: number, memberId: number, phoneIds?: number[]) {
  const ended: SessionEndCode[] = [];
  return {
    ended,
    socket: { sessionId, memberId, ...(phoneIds ? { phoneIds: () => phoneIds } : {}), end: (c: SessionEndCode) => void ended.push(c) },
  };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('the sockets of sign-in sessions', () => {
  it('ends each socket of a revoked session once, with the code of the reason', async () => {
    const bus = memoryBus();
    const sockets = createSessionSockets({ bus });
    const kicked = socketOf(1, 10);
    const reset = socketOf(2, 20);
    const disabled = socketOf(3, 30);
    const other = socketOf(4, 10);
    for (const s of [kicked, reset, disabled, other]) sockets.add(s.socket);
    await bus.publish('session-revoked', { sessionIds: [1], reason: 'occupied' });
    await bus.publish('session-revoked', { sessionIds: [2], reason: 'password-reset' });
    await bus.publish('session-revoked', { sessionIds: [3, 1], reason: 'disabled' });
    await settle();
    expect(kicked.ended).toEqual(['loginOccupied']);
    expect(reset.ended).toEqual(['signedOut']);
    expect(disabled.ended).toEqual(['accountDisabled']);
    expect(other.ended).toEqual([]);
    expect(sockets.size()).toBe(1);
    sockets.close();
  });

  it('ends a socket registered just after its session was revoked (the check raced the event)', async () => {
    const bus = memoryBus();
    const sockets = createSessionSockets({ bus });
    await bus.publish('session-revoked', { sessionIds: [7], reason: 'logout' });
    await settle();
    const late = socketOf(7, 70);
    sockets.add(late.socket);
    expect(late.ended).toEqual(['signedOut']);
    expect(sockets.size()).toBe(0);
    sockets.close();
  });

  it("ends only the grantee's sockets on the phone whose grant ended", async () => {
    const bus = memoryBus();
    const sockets = createSessionSockets({ bus });
    const onPhone = socketOf(1, 10, [5]);
    const asFollower = socketOf(2, 10, [6, 5]);
    const otherPhone = socketOf(3, 10, [6]);
    const owner = socketOf(4, 99, [5]);
    const push = socketOf(5, 10);
    for (const s of [onPhone, asFollower, otherPhone, owner, push]) sockets.add(s.socket);
    await sockets.endGrant({ memberId: 10, phoneId: 5, reason: 'recalled' });
    await settle();
    expect([onPhone, asFollower, otherPhone, owner, push].map((s) => s.ended)).toEqual([['grantEnded'], ['grantEnded'], [], [], []]);
    sockets.close();
  });
});
