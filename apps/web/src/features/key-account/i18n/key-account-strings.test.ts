import { AUDIT_ACTIONS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { expectLocalePair } from '../../../shared/testing/locale-pair';
import { keyAccountEnUS } from './key-account.en-us';
import { keyAccountZhCN } from './key-account.zh-cn';

describe('the key-account strings', () => {
  it('name every audit action in both languages, each language its own words', () => {
    const zh = keyAccountZhCN.keyAccount.audit.actions;
    const en = keyAccountEnUS.keyAccount.audit.actions;
    for (const action of AUDIT_ACTIONS) {
      expect(zh[action], action).toMatch(/\p{Script=Han}/u);
      expect(en[action], action).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    // No label left over from an action that is gone, and no two actions called the same.
    expect(Object.keys(zh).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(en).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(Object.values(zh)).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(Object.values(en)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('have the same keys and the same placeholders in both languages', () => {
    expectLocalePair(keyAccountZhCN, keyAccountEnUS, { allowHanInEnglish: true });
  });
});
