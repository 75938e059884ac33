import { describe, expect, it } from 'vitest';
import { expectLocalePair } from '../../../shared/testing/locale-pair';
import { proxyEnUS } from './proxy.en-us';
import { proxyZhCN } from './proxy.zh-cn';

describe('the "proxy" locale module', () => {
  it('has the same keys and placeholders in both languages, each in its own language', () => {
    expectLocalePair(proxyZhCN, proxyEnUS);
  });

  it('words the success messages as the spec does', () => {
    expect(proxyEnUS.proxy.done).toEqual({
      added: 'Added successfully',
      edited: 'Edit successful',
      deleted: 'Deleted successfully',
      updated: 'Update successful',
      merged: 'Merge successful',
      groupAdded: 'Group added successfully',
    });
  });
});
