import { PHONE_HISTORY_KINDS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { historyActionKey, historyActor } from './operation-history';

describe('operation history entries', () => {
  it('names every kind the history records with the menu’s words, the expiry with its own, and leaves unknown ones alone', () => {
    expect(historyActionKey('reboot')).toBe('phones.action.reboot');
    expect(historyActionKey('powerOn')).toBe('phones.action.powerOn');
    expect(historyActionKey('home')).toBe('phones.action.home');
    expect(historyActionKey('uninstall')).toBe('phones.action.uninstall');
    expect(historyActionKey('expire')).toBe('phones.history.kind.expire');
    for (const kind of PHONE_HISTORY_KINDS) expect(historyActionKey(kind), kind).not.toBeNull();
    expect(historyActionKey('teleport')).toBeNull();
    expect(historyActionKey('toString')).toBeNull();
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
