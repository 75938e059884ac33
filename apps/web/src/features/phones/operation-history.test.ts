import { describe, expect, it } from 'vitest';
import { historyActionKey, historyActor } from './operation-history';

describe('operation history entries', () => {
  it('names the server’s kinds with the menu’s words, the expiry with its own, and leaves unknown ones alone', () => {
    expect(historyActionKey('reboot')).toBe('phones.action.reboot');
    expect(historyActionKey('power-on')).toBe('phones.action.powerOn');
    expect(historyActionKey('return-home')).toBe('phones.action.home');
    expect(historyActionKey('new-machine')).toBe('phones.action.newMachine');
    expect(historyActionKey('expire')).toBe('phones.history.kind.expire');
    expect(historyActionKey('teleport')).toBeNull();
  });

  it('tells the member’s own actions from a grantee’s and the console’s', () => {
    const own = { accreditType: null };
    const shared = { accreditType: 2 };
    expect(historyActor({ memberId: 7 }, 7, own)).toEqual({ key: 'you' });
    expect(historyActor({ memberId: null }, 7, own)).toEqual({ key: 'system' });
    expect(historyActor({ memberId: 9 }, 7, own)).toEqual({ key: 'grantee', id: 9 });
    expect(historyActor({ memberId: 9 }, 7, shared)).toEqual({ key: 'otherAccount', id: 9 });
  });
});
