import { describe, expect, it } from 'vitest';
import { expectLocalePair } from '../../../shared/testing/locale-pair';
import { userEnUS } from './user.en-us';
import { userZhCN } from './user.zh-cn';

describe('the "user" locale module', () => {
  it('has the same keys and placeholders in both languages, each in its own language', () => {
    expectLocalePair(userZhCN, userEnUS);
  });

  it('names every change type of the points ledger', () => {
    expect(Object.keys(userZhCN.user.points.types).sort()).toEqual(['expiration', 'purchase', 'refund', 'renewal', 'upgrade']);
  });
});
